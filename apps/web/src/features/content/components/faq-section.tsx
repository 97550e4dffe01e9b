import { EmptyState, ListStates, Loading, Skeleton } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useFaqs } from '../api/get-faqs';
import { useFaqsTitle } from '../api/get-faqs-title';
import { Accordion } from './accordion';
import { Section } from './section';

/** The FAQs as an accordion under the FAQ title record, with a way to ask something else. */
export function FaqSection() {
  const title = useFaqsTitle();
  const faqs = useFaqs();
  const eyebrow = title.data?.titleTopText || 'FAQ';
  const titleOne = title.data?.titleOne ?? 'Frequently asked';
  const titleTwo = title.data?.titleTwo ?? 'questions';

  return (
    <Section tone="muted" labelledBy="faq-heading">
      <div className="grid items-start gap-12 lg:grid-cols-3 lg:gap-16">
        <div className="lg:sticky lg:top-24">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
          {title.isPending ? (
            <Skeleton className="mt-3 h-9 w-4/5" />
          ) : (
            <h2
              id="faq-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              {titleOne} <span className="text-indigo-600">{titleTwo}</span>
            </h2>
          )}
          <p className="mt-4 text-base leading-relaxed text-slate-600">
            Everything you need to know about our data, payment and delivery. Can't find your
            answer? Our team replies within one business day.
          </p>
          <ButtonLink
            to={paths.contact}
            variant="secondary"
            className="mt-8"
            icon={<MailIcon className="size-4 text-indigo-600" />}
          >
            Contact us
          </ButtonLink>
        </div>
        <div className="lg:col-span-2">
          <ListStates
            query={faqs}
            what="the questions"
            loading={
              <Loading label="Loading questions..." className="space-y-3">
                {[0, 1, 2, 3, 4].map((key) => (
                  <Skeleton key={key} className="h-14 w-full rounded-xl" />
                ))}
              </Loading>
            }
            empty={
              <EmptyState
                title="No questions here yet."
                description="Ask us anything through the contact page."
              />
            }
          >
            {(rows) => (
              <Accordion
                defaultOpenId={rows[0]?._id}
                items={rows.map((faq) => ({
                  id: faq._id,
                  title: faq.question,
                  content: <p className="whitespace-pre-line">{faq.answer}</p>,
                }))}
              />
            )}
          </ListStates>
        </div>
      </div>
    </Section>
  );
}
