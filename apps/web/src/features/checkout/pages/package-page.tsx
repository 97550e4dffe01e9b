import { formatUsd, PACKAGE_KIND_LABELS } from '@leadvault/contract';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { LoadingBlock, QueryFailure } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/components/ui/page-title';
import { isOfferUnavailable, UnavailableOfferNote } from '@/components/ui/unavailable-offer';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { usePackage } from '../api/get-package';
import { AlertIcon, CoinsIcon } from '../components/icons';
import { packageNotFound } from '../components/package-not-found';
import { PackageImage, PointList, packagePoints } from '../components/package-summary';
import { TrustNotes } from '../components/trust-notes';
import { packagePurchaseKind } from '../purchase-texts';

/** /package/:id: what the package holds and costs, the buyer's credits, and on to checkout. */
const unavailableId = 'package-unavailable';

/** "Continue to Checkout", or the same words on a disabled button when it cannot be bought. */
function CheckoutWay({
  packageId,
  unavailable,
  className,
}: {
  packageId: string;
  unavailable: boolean;
  className: string;
}) {
  const icon = <ArrowRightIcon className="order-last size-4" />;
  return unavailable ? (
    <Button
      disabled
      aria-describedby={unavailableId}
      size="lg"
      fullWidth
      className={className}
      icon={icon}
    >
      Continue to Checkout
    </Button>
  ) : (
    <ButtonLink
      to={paths.checkout(packageId)}
      size="lg"
      fullWidth
      className={className}
      icon={icon}
    >
      Continue to Checkout
    </ButtonLink>
  );
}

export function PackagePage() {
  const { id = '' } = useParams();
  const pkg = usePackage(id);
  const { profile } = useAuth();

  if (pkg.isPending) {
    return (
      <PageContainer>
        <DocumentTitle title="Package Details" />
        <LoadingBlock variant="page" label="Loading package..." className="min-h-[50vh]" />
      </PageContainer>
    );
  }

  if (pkg.isError) {
    const missing = isApiError(pkg.error) && pkg.error.status === 404;
    return (
      <PageContainer>
        <DocumentTitle title={missing ? 'Package not found' : 'Package Details'} />
        <QueryFailure
          query={pkg}
          icon={<AlertIcon className="size-7" />}
          title="We couldn't load this package"
          notFound={packageNotFound}
        />
      </PageContainer>
    );
  }

  const plan = pkg.data;
  const points = packagePoints(plan);
  // A credit pack is sold on /deposit: its breadcrumb leads back there, not to Pricing.
  const creditPack = plan.kind === 'credit_pack';
  const unavailable = isOfferUnavailable(plan);
  const parent = creditPack
    ? { to: paths.deposit, label: 'Deposit' }
    : { to: paths.pricing, label: 'Pricing' };

  return (
    <PageContainer>
      <DocumentTitle title={plan.packageName} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={parent.to} className="hover:text-indigo-600">
              {parent.label}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-700">
            {plan.packageName}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid items-start gap-8 lg:grid-cols-3">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <div className="flex items-center gap-4">
            <PackageImage src={plan.img} className="size-14 shrink-0" />
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
                {PACKAGE_KIND_LABELS[plan.kind]}
              </p>
              <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
                {plan.packageName}
              </h1>
            </div>
          </div>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">
              {formatUsd(plan.price)}
            </span>
            <span className="text-sm font-medium text-slate-500">USD · one-time payment</span>
          </p>
          {/* On phones the order box comes after the list: the way on is offered here too. */}
          <CheckoutWay packageId={plan._id} unavailable={unavailable} className="mt-6 lg:hidden" />
          {points.length > 0 ? (
            <div className="mt-8 border-t border-slate-100 pt-8">
              <h2 className="text-base font-semibold text-slate-900">What's included</h2>
              <PointList
                points={points}
                className="mt-5 grid gap-x-8 sm:grid-cols-2 sm:space-y-0 sm:gap-y-4"
              />
            </div>
          ) : null}
        </article>

        <aside
          aria-label="Order this package"
          className="rounded-2xl border border-indigo-200 bg-white p-6 shadow-lg shadow-indigo-900/5 lg:sticky lg:top-24"
        >
          <h2 className="text-lg font-semibold text-slate-900">Ready to order?</h2>
          <p className="mt-1 text-sm text-slate-600">
            Enter your billing details next, then pay securely with PayPal.
          </p>
          <dl className="mt-5 space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Price</dt>
              <dd className="font-semibold text-slate-900">{formatUsd(plan.price)} USD</dd>
            </div>
            {creditPack ? (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Credits added</dt>
                <dd className="font-semibold text-slate-900">
                  {plural(plan.credits, 'credit', 'credits')}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt className="flex items-center gap-1.5 text-slate-600">
                <CoinsIcon className="size-4 text-amber-500" />
                Your credit balance
              </dt>
              <dd className="font-semibold text-slate-900">
                {profile ? plural(profile.userPoint, 'credit', 'credits') : 'Not available'}
              </dd>
            </div>
          </dl>
          {unavailable ? <UnavailableOfferNote id={unavailableId} className="mt-6" /> : null}
          <CheckoutWay packageId={plan._id} unavailable={unavailable} className="mt-6" />
          <TrustNotes
            kind={packagePurchaseKind(plan)}
            className="mt-6 border-t border-slate-100 pt-6"
          />
        </aside>
      </div>
    </PageContainer>
  );
}
