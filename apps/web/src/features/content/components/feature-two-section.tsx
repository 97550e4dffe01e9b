import { Loading, Skeleton } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useFeaturePageTwo } from '../api/get-feature-page-two';
import { CheckList } from './check-list';
import { SafeImage } from './safe-image';
import { Section, SectionHeading, SectionLoadError } from './section';
import { SmartLink } from './smart-link';
import { Stars } from './star-rating';

/** The second feature block: a picture with the review count, and the selling points. */
export function FeatureTwoSection() {
  const query = useFeaturePageTwo();

  if (query.isPending) {
    return (
      <Section>
        <Loading label="Loading..." className="grid items-center gap-12 lg:grid-cols-2">
          <Skeleton className="aspect-[5/4] w-full rounded-2xl" />
          <div>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-4 h-9 w-4/5" />
            <Skeleton className="mt-6 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-11/12" />
            <Skeleton className="mt-8 h-5 w-3/4" />
            <Skeleton className="mt-3 h-5 w-2/3" />
          </div>
        </Loading>
      </Section>
    );
  }
  if (query.isError) {
    return <SectionLoadError query={query} />;
  }
  const block = query.data;
  if (!block) return null;

  return (
    <Section labelledBy="feature-two-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-tr from-indigo-100 to-sky-50"
          />
          <SafeImage
            src={block.image}
            alt=""
            width={1000}
            height={800}
            className="h-auto w-full rounded-2xl border border-slate-200 bg-white shadow-xl shadow-indigo-900/5"
          />
          {block.reviewCount || block.reviewTitle ? (
            <div className="absolute -bottom-6 left-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:left-8">
              <span className="text-2xl font-extrabold text-indigo-600">{block.reviewCount}</span>
              <span className="min-w-0">
                <Stars value={5} className="size-3.5" />
                <span className="mt-0.5 block text-xs font-medium text-slate-600">
                  {block.reviewTitle}
                </span>
              </span>
            </div>
          ) : null}
        </div>

        <div className="pt-4 lg:pt-0">
          <SectionHeading
            id="feature-two-heading"
            align="left"
            eyebrow={block.titleTop}
            title={block.title}
            description={block.desc}
          />
          <CheckList className="mt-8" items={[block.pointOne, block.pointTwo, block.pointThree]} />
          {block.btnText ? (
            <SmartLink
              href={block.btnLink}
              className={buttonClasses({ size: 'lg', className: 'mt-10' })}
            >
              {block.btnText}
              <ArrowRightIcon className="size-4" />
            </SmartLink>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
