import { formatPrice, PACKAGE_POINT_FIELDS, type Package } from '@leadvault/contract';
import {
  EmptyState,
  HeadingSkeleton,
  Loading,
  SectionError,
  Skeleton,
} from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { isOfferUnavailable, UnavailableOfferNote } from '@/components/ui/unavailable-offer';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { lastClickedPackage } from '@/lib/storage';
import { usePackageTitle } from '../api/get-package-titles';
import { useDatabasePackages } from '../api/get-packages';
import { CheckList } from './check-list';
import { SafeImage } from './safe-image';
import { Section, SectionHeading } from './section';

/** The second plan in the list is the one the spec highlights as the best. */
const BEST_INDEX = 1;

export function PlanCard({ plan, best }: { plan: Package; best: boolean }) {
  const nameId = `plan-${plan._id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        best
          ? 'border-indigo-600 shadow-2xl ring-1 shadow-indigo-900/15 ring-indigo-600 lg:-my-4 lg:py-12'
          : 'border-slate-200 shadow-sm',
      )}
    >
      {best ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3.5 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase shadow-sm">
          Best value
        </p>
      ) : null}
      <div className="flex items-center gap-4">
        <SafeImage src={plan.img} alt="" width={48} height={48} className="size-12 rounded-xl" />
        <h3 id={nameId} className="min-w-0 text-xl font-bold break-words text-slate-900">
          {plan.packageName}
        </h3>
      </div>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          ${formatPrice(plan.price)}
        </span>
        <span className="text-sm font-medium text-slate-500">USD</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">One-time payment, no subscription</p>
      <CheckList
        className="mt-8 flex-1 border-t border-slate-100 pt-8"
        itemClassName="[&>span:last-child]:text-sm"
        items={PACKAGE_POINT_FIELDS.map((field) => plan[field])}
      />
      {isOfferUnavailable(plan) ? (
        <>
          <UnavailableOfferNote id={`${nameId}-unavailable`} className="mt-8" />
          <Button
            disabled
            aria-describedby={`${nameId} ${nameId}-unavailable`}
            variant="secondary"
            size="lg"
            fullWidth
            className="mt-4"
          >
            Buy Now
          </Button>
        </>
      ) : (
        <ButtonLink
          to={paths.package(plan._id)}
          onClick={() => lastClickedPackage.set(plan._id)}
          aria-describedby={nameId}
          variant={best ? 'primary' : 'secondary'}
          size="lg"
          fullWidth
          className="mt-10"
        >
          Buy Now
        </ButtonLink>
      )}
    </article>
  );
}

/** The plans on sale, with their loading, error and empty states. */
export function PackagePlanGrid() {
  const packages = useDatabasePackages();

  if (packages.isPending) {
    return (
      <Loading
        label="Loading packages..."
        className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3"
      >
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-8">
            <Skeleton className="h-12 w-40" />
            <Skeleton className="mt-6 h-12 w-36" />
            {[0, 1, 2, 3, 4, 5].map((line) => (
              <Skeleton key={line} className="mt-4 h-4 w-full" />
            ))}
            <Skeleton className="mt-10 h-12 w-full" />
          </div>
        ))}
      </Loading>
    );
  }
  if (packages.isError) {
    return (
      <SectionError
        what="our packages"
        onRetry={() => packages.refetch()}
        isRetrying={packages.isFetching}
      />
    );
  }
  if (packages.data.length === 0) {
    return (
      <EmptyState
        title="No packages are on sale right now."
        description="New databases are on their way. Please check back soon or contact us for a custom list."
      />
    );
  }
  return (
    <div>
      <div className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3">
        {packages.data.map((plan, index) => (
          <PlanCard key={plan._id} plan={plan} best={index === BEST_INDEX} />
        ))}
      </div>
      <p className="mt-12 flex items-center justify-center gap-2 text-center text-sm text-slate-500">
        <ShieldIcon className="size-4 shrink-0 text-emerald-600" />
        Secure checkout with PayPal or card. Prices in US dollars.
      </p>
    </div>
  );
}

/** The home page's pricing block: the package title record and the plans. */
export function PackagePlansSection() {
  const title = usePackageTitle();
  return (
    <Section labelledBy="plans-heading" id="plans">
      {title.isPending ? (
        <HeadingSkeleton label="Loading pricing..." />
      ) : (
        <SectionHeading
          id="plans-heading"
          eyebrow="Pricing"
          title={title.data?.titleOne || 'Choose your package'}
          description={title.data?.description}
        />
      )}
      <div className="mt-14 lg:mt-20">
        <PackagePlanGrid />
      </div>
    </Section>
  );
}
