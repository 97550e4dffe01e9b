import { Loading, Skeleton } from '@/components/query-state';
import { useWhyChoose } from '../api/get-why-choose';
import { SafeImage } from './safe-image';
import { Section, SectionHeading, SectionLoadError } from './section';

/** The why-choose record: heading, text and three reasons beside an illustration. */
export function WhyChooseSection({ tone = 'muted' }: { tone?: 'white' | 'muted' }) {
  const query = useWhyChoose();

  if (query.isPending) {
    return (
      <Section tone={tone}>
        <Loading label="Loading..." className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-4 h-9 w-4/5" />
            <Skeleton className="mt-6 h-4 w-full" />
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="mt-5 h-16 w-full rounded-xl" />
            ))}
          </div>
          <Skeleton className="aspect-[5/4] w-full rounded-2xl" />
        </Loading>
      </Section>
    );
  }
  if (query.isError) {
    return <SectionLoadError query={query} tone={tone} />;
  }
  const block = query.data;
  if (!block) return null;

  const reasons = [
    { title: block.TitleBoxOne, img: block.imgBoxOne },
    { title: block.TitleBoxTwo, img: block.imgBoxTwo },
    { title: block.TitleBoxThree, img: block.imgBoxThree },
  ].filter((reason) => reason.title.trim());

  return (
    <Section tone={tone} labelledBy="why-choose-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="why-choose-heading"
            align="left"
            eyebrow={block.titleTop}
            title={block.title}
            description={block.desc}
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {reasons.map((reason, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed boxes of one record
                key={index}
                className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:items-start lg:flex-row lg:items-center"
              >
                <SafeImage
                  src={reason.img}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-xl"
                />
                <span className="min-w-0 text-base font-semibold text-slate-900">
                  {reason.title}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-bl from-indigo-100 to-transparent"
          />
          <SafeImage
            src="/images/seed/why-choose.svg"
            alt=""
            width={1000}
            height={800}
            className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-xl shadow-indigo-900/5"
          />
        </div>
      </div>
    </Section>
  );
}
