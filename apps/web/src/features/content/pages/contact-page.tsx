import { useSearchParams } from 'react-router';
import { Loading, SectionError, Skeleton } from '@/components/query-state';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useContactInfo } from '../api/get-contact-info';
import { ContactForm } from '../components/contact-form';
import { IconCard } from '../components/icon-card';
import { PageHero } from '../components/page-hero';
import { SafeImage } from '../components/safe-image';
import { Section } from '../components/section';

const linkClass =
  'rounded font-medium text-indigo-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** A phone number as a tel: address (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /contact: the contact record's heading, three ways to reach us and the message form. */
export function ContactPage() {
  const contact = useContactInfo();
  const [searchParams] = useSearchParams();
  const info = contact.data;

  return (
    <>
      <PageHero
        documentTitle="Contact Us"
        crumb="Contact"
        eyebrow="Contact us"
        title={info?.titleOne || 'Contact Us'}
        description={info?.titleDescription}
        isLoading={contact.isPending}
      />

      <Section tone="muted" padding="py-12 sm:py-16 lg:py-20">
        {contact.isPending ? (
          <Loading label="Loading contact details..." className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28 w-full rounded-xl" />
            ))}
          </Loading>
        ) : contact.isError ? (
          <SectionError
            what="our contact details"
            onRetry={() => contact.refetch()}
            isRetrying={contact.isFetching}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            <IconCard
              as="li"
              heading="h2"
              icon={<MapPinIcon className="size-6" />}
              title="Visit Our Office"
            >
              <address className="not-italic">{info?.address || 'Address coming soon'}</address>
            </IconCard>
            <IconCard
              as="li"
              heading="h2"
              icon={<PhoneIcon className="size-6" />}
              title="Call Us Anytime"
            >
              {info?.phone ? (
                <a href={telHref(info.phone)} className={linkClass}>
                  {info.phone}
                </a>
              ) : (
                'Phone coming soon'
              )}
            </IconCard>
            <IconCard as="li" heading="h2" icon={<MailIcon className="size-6" />} title="Email Us">
              {info?.email ? (
                <a href={`mailto:${info.email}`} className={`${linkClass} break-all`}>
                  {info.email}
                </a>
              ) : (
                'E-mail coming soon'
              )}
            </IconCard>
          </ul>
        )}

        <div className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-5">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3">
            <h2
              id="contact-form-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Send Us a Message
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Fill in the form and the right person on our team will get back to you.
            </p>
            <div className="mt-8">
              <ContactForm initialSubject={searchParams.get('subject')?.slice(0, 200) ?? ''} />
            </div>
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            {info?.img ? (
              <SafeImage
                src={info.img}
                alt=""
                width={900}
                height={700}
                className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
              />
            ) : null}
            <div className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
              <h2 className="text-lg font-semibold">Sales and support hours</h2>
              <dl className="mt-4 space-y-2 text-sm text-slate-300">
                <div className="flex justify-between gap-4">
                  <dt>Monday to Friday</dt>
                  <dd className="font-medium text-white">9:00 – 18:00</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>Saturday and Sunday</dt>
                  <dd className="font-medium text-white">By e-mail</dd>
                </div>
              </dl>
              <p className="mt-5 border-t border-white/10 pt-5 text-sm text-slate-300">
                Most messages get an answer within one business day.
              </p>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
