import {
  EmptyState,
  HeadingSkeleton,
  ListStates,
  Loading,
  Skeleton,
} from '@/components/query-state';
import { useFeatures } from '../api/get-features';
import { useFeaturesTitle } from '../api/get-features-title';
import { SafeImage } from './safe-image';
import { Section, SectionHeading } from './section';

/** The features block: a heading from the features title and one card per feature. */
export function FeaturesSection() {
  const title = useFeaturesTitle();
  const features = useFeatures();

  return (
    <Section tone="muted" labelledBy="features-heading">
      {title.isPending ? (
        <HeadingSkeleton label="Loading features..." />
      ) : (
        <SectionHeading
          id="features-heading"
          eyebrow={title.data?.titleTop}
          title={title.data?.title || 'Features'}
          description={title.data?.description}
        />
      )}

      <div className="mt-12 lg:mt-16">
        <ListStates
          query={features}
          what="the features"
          loading={
            <Loading
              label="Loading features..."
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            >
              {[0, 1, 2, 3].map((key) => (
                <div key={key} className="rounded-xl border border-slate-200 bg-white p-6">
                  <Skeleton className="size-14 rounded-xl" />
                  <Skeleton className="mt-6 h-5 w-2/3" />
                  <Skeleton className="mt-3 h-4 w-full" />
                  <Skeleton className="mt-2 h-4 w-5/6" />
                </div>
              ))}
            </Loading>
          }
          empty={<EmptyState title="Features are coming soon." />}
        >
          {(rows) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {rows.map((feature) => (
                <li
                  key={feature._id}
                  className="group rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <SafeImage
                    src={feature.featureImg}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 rounded-xl"
                  />
                  <h3 className="mt-6 text-lg font-semibold text-slate-900">
                    {feature.featureTitle}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">
                    {feature.featureDesc}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </Section>
  );
}
