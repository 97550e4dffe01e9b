import { Loading, SectionError, Skeleton } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { inlinedSrc } from '@/lib/inlined-images';
import { useBanner } from '../api/get-banner';
import { HeroVideo } from './hero-video';
import { SmartLink } from './smart-link';

const trustPoints = ['Verified every 30 days', 'Secure checkout', 'Instant access after payment'];

/** Keeps hyphenated words ("e-mail") on one line, so a heading never breaks after "e-". */
function KeepHyphenatedWords({ text }: { text: string }) {
  return text.split(/(\S*\w-\w\S*)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function HeroText() {
  const banner = useBanner();

  if (banner.isPending) {
    return (
      <Loading label="Loading...">
        <Skeleton className="h-7 w-56 rounded-full" />
        <Skeleton className="mt-6 h-12 w-full" />
        <Skeleton className="mt-3 h-12 w-4/5" />
        <Skeleton className="mt-8 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-11/12" />
        <Skeleton className="mt-10 h-12 w-48" />
      </Loading>
    );
  }
  if (banner.isError) {
    return (
      <SectionError
        what="this banner"
        onRetry={() => banner.refetch()}
        isRetrying={banner.isFetching}
        className="mx-0"
      />
    );
  }
  const data = banner.data;

  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 shadow-xs">
        <span className="size-1.5 rounded-full bg-emerald-500" />
        Verified B2B contact data
      </p>
      <h1
        id="hero-heading"
        className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.5rem] lg:leading-[1.1]"
      >
        <KeepHyphenatedWords text={data?.bannerHeadingText1 || 'Verified B2B e-mail leads'} />
      </h1>
      {data?.bannerText ? (
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
          {data.bannerText}
        </p>
      ) : null}
      <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
        {data?.btnText ? (
          <SmartLink href={data.btnLink} className={buttonClasses({ size: 'lg' })}>
            {data.btnText}
            <ArrowRightIcon className="size-4" />
          </SmartLink>
        ) : null}
        {data?.youtubeLink ? <HeroVideo link={data.youtubeLink} /> : null}
      </div>
      <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
        {trustPoints.map((item) => (
          <li key={item} className="flex items-center gap-1.5">
            <CheckIcon className="size-4 text-emerald-600" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The home page's hero (only on '/'), its texts and links from the banner record. */
export function HeroBanner() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_75%_-10%,var(--color-indigo-100),transparent),radial-gradient(40rem_24rem_at_0%_100%,var(--color-sky-50),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-24">
        <HeroText />
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-linear-to-tr from-indigo-200/50 to-sky-100/40 blur-2xl"
          />
          <img
            src={inlinedSrc('/images/seed/hero.svg')}
            alt="A lead list of verified business contacts with deliverability figures"
            width={1200}
            height={900}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10"
          />
        </div>
      </div>
    </section>
  );
}
