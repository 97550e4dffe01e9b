import { Loading, SectionError, Skeleton } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/components/ui/page-title';
import { useAbout } from '../api/get-about';
import { CtaBand } from '../components/cta-band';
import { SafeImage } from '../components/safe-image';
import { SmartLink } from '../components/smart-link';
import { SpecialitySection } from '../components/speciality-section';
import { TeamSection } from '../components/team-section';

function AboutIntro() {
  const about = useAbout();

  return (
    <section
      aria-labelledby="page-heading"
      className="relative isolate overflow-hidden border-b border-slate-200/70 bg-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_80%_-10%,var(--color-indigo-100),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-24">
        {about.isPending ? (
          <Loading label="Loading...">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-5 h-11 w-full" />
            <Skeleton className="mt-3 h-11 w-3/4" />
            <Skeleton className="mt-8 h-5 w-full" />
            <Skeleton className="mt-2 h-5 w-5/6" />
          </Loading>
        ) : about.isError ? (
          <SectionError
            what="this page"
            onRetry={() => about.refetch()}
            isRetrying={about.isFetching}
            className="mx-0"
          />
        ) : (
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
              About us
            </p>
            <h1
              id="page-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              {about.data?.title || 'About Us'}
            </h1>
            {about.data?.subText ? (
              <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">
                {about.data.subText}
              </p>
            ) : null}
            {about.data?.btnText ? (
              <SmartLink
                href={about.data.btnUrl}
                className={buttonClasses({ size: 'lg', className: 'mt-10' })}
              >
                {about.data.btnText}
                <ArrowRightIcon className="size-4" />
              </SmartLink>
            ) : null}
          </div>
        )}
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-tr from-indigo-100 to-sky-50"
          />
          {about.isPending ? (
            <Skeleton className="aspect-[5/4] w-full rounded-2xl" />
          ) : about.data?.img ? (
            <SafeImage
              src={about.data.img}
              alt=""
              width={1000}
              height={800}
              priority
              className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-xl shadow-indigo-900/5"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** /about: the about record, our speciality in four boxes, and the team. */
export function AboutPage() {
  return (
    <>
      <DocumentTitle title="About Us" />
      <AboutIntro />
      <SpecialitySection />
      <TeamSection />
      <CtaBand />
    </>
  );
}
