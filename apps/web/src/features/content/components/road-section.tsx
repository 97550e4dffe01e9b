import { Loading, Skeleton } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon, MailIcon } from '@/components/ui/icons';
import { useRoad } from '../api/get-road';
import { CheckList } from './check-list';
import { SafeImage } from './safe-image';
import { Section, SectionHeading, SectionLoadError } from './section';
import { SmartLink } from './smart-link';

/**
 * The roadmap/about block (road record): how buying works in four steps with the contact
 * e-mail, then a call to action over the background image.
 */
export function RoadSection() {
  const query = useRoad();

  if (query.isPending) {
    return (
      <Section>
        <Loading label="Loading..." className="grid items-center gap-12 lg:grid-cols-2">
          <Skeleton className="aspect-[900/760] w-full rounded-2xl" />
          <div>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-4 h-9 w-4/5" />
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="mt-5 h-12 w-full rounded-xl" />
            ))}
          </div>
        </Loading>
      </Section>
    );
  }
  if (query.isError) {
    return <SectionLoadError query={query} />;
  }
  const road = query.data;
  if (!road) return null;

  const steps = [
    road.sectionPointOne,
    road.sectionPointTwo,
    road.sectionPointThree,
    road.sectionPointFour,
  ].filter((step) => step.trim());

  return (
    <Section labelledBy="road-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <SafeImage
          src={road.image}
          alt=""
          width={900}
          height={760}
          className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-xl shadow-indigo-900/5"
        />
        <div>
          <SectionHeading
            id="road-heading"
            align="left"
            eyebrow={road.titleTop}
            title={road.titleTwo}
            description={road.desc}
          />
          {steps.length > 0 ? (
            <>
              <h3 className="mt-10 text-base font-semibold text-slate-900">{road.pointTitle}</h3>
              <ol className="mt-4 space-y-3">
                {steps.map((step, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: four fixed steps of one record
                    key={index}
                    className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <span className="min-w-0 text-sm font-medium text-slate-800 sm:text-base">
                      {step}
                    </span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
          {road.email ? (
            <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 sm:text-base">
              <MailIcon className="size-5 shrink-0 text-indigo-600" />
              <span>{road.emailDescText}</span>
              <a
                href={`mailto:${road.email}`}
                className="rounded font-semibold break-all text-indigo-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {road.email}
              </a>
            </p>
          ) : null}
        </div>
      </div>

      {road.title ? (
        <div className="relative isolate mt-20 overflow-hidden rounded-2xl bg-indigo-700 px-6 py-12 shadow-xl shadow-indigo-900/20 sm:px-12 sm:py-14 lg:mt-24">
          <SafeImage
            src={road.bgimage}
            alt=""
            width={1600}
            height={700}
            className="absolute inset-0 -z-10 size-full object-cover opacity-90"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-linear-to-r from-indigo-900/70 via-indigo-800/40 to-transparent"
          />
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h3 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
                {road.title}
              </h3>
              <CheckList dark className="mt-6" items={[road.pointOne, road.pointTwo]} />
            </div>
            {road.btnText ? (
              <SmartLink
                href={road.btnUrl}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'lg',
                  className: 'shrink-0 self-start lg:self-center',
                })}
              >
                {road.btnText}
                <ArrowRightIcon className="size-4" />
              </SmartLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </Section>
  );
}
