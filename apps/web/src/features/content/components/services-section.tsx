import type { AboutService } from '@leadvault/contract';
import { EmptyState, ListStates, Loading, Skeleton } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useAboutServices } from '../api/get-about-services';
import { CheckList } from './check-list';
import { SafeImage } from './safe-image';
import { Section, SectionHeading } from './section';
import { SmartLink } from './smart-link';

function ServiceRow({ service, flip }: { service: AboutService; flip: boolean }) {
  const headingId = `service-${service._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn('relative pb-10 sm:pb-14', flip && 'lg:order-last')}>
        <SafeImage
          src={service.imgLeft}
          alt=""
          width={1322}
          height={764}
          className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-lg shadow-indigo-900/5"
        />
        <SafeImage
          src={service.imgRight}
          alt=""
          width={1322}
          height={764}
          className={cn(
            'absolute bottom-0 h-auto w-1/2 rounded-xl border-4 border-white bg-white shadow-xl shadow-indigo-900/10',
            flip ? '-left-2 sm:-left-4' : '-right-2 sm:-right-4',
          )}
        />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
          {service.titleTop}
        </p>
        <h3
          id={headingId}
          className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {service.title}
        </h3>
        <p className="mt-4 text-base leading-relaxed text-slate-600">{service.description}</p>
        <CheckList
          className="mt-6"
          items={[service.pointOne, service.pointTwo, service.pointThree]}
        />
        {service.btnText ? (
          <SmartLink
            href={service.btnUrl}
            className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}
          >
            {service.btnText}
            <ArrowRightIcon className="size-4" />
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}

/** The services list (about-services): one row per service, pictures alternating sides. */
export function ServicesSection() {
  const services = useAboutServices();

  return (
    <Section tone="muted" labelledBy="services-heading">
      <SectionHeading
        id="services-heading"
        eyebrow="Our services"
        title="More than a list: help at every step of your outreach"
        description="Beyond ready-made databases, our research team builds, enriches and activates the data your sales team needs."
      />
      <div className="mt-14 lg:mt-20">
        <ListStates
          query={services}
          what="our services"
          loading={
            <Loading
              label="Loading services..."
              className="grid items-center gap-10 lg:grid-cols-2"
            >
              <Skeleton className="aspect-[1322/764] w-full rounded-2xl" />
              <div>
                <Skeleton className="h-4 w-28" />
                <Skeleton className="mt-4 h-8 w-3/4" />
                <Skeleton className="mt-6 h-4 w-full" />
                <Skeleton className="mt-2 h-4 w-5/6" />
              </div>
            </Loading>
          }
          empty={<EmptyState title="Our services will be listed here soon." />}
        >
          {(rows) => (
            <div className="space-y-20 lg:space-y-28">
              {rows.map((service, index) => (
                <ServiceRow key={service._id} service={service} flip={index % 2 === 1} />
              ))}
            </div>
          )}
        </ListStates>
      </div>
    </Section>
  );
}
