import type { DiscountQuote } from '@leadvault/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingBlock, QueryFailure } from '@/components/query-state';
import { usePackage } from '../api/get-package';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutStepPage } from '../components/checkout-steps';
import { AlertIcon } from '../components/icons';
import { packageNotFound } from '../components/package-not-found';
import { PointList, packagePoints, SummaryCard } from '../components/package-summary';
import { TrustNotes } from '../components/trust-notes';
import { packagePurchaseKind } from '../purchase-texts';

/** /checkout/:packageId: the billing details, then on to payment. */
export function CheckoutPage() {
  const { packageId = '' } = useParams();
  const pkg = usePackage(packageId);
  const [discount, setDiscount] = useState<DiscountQuote>();

  return (
    <CheckoutStepPage
      step={0}
      kind={pkg.data ? packagePurchaseKind(pkg.data) : undefined}
      title="Complete Your Order"
      description="Check your order, enter your billing details and continue to payment."
    >
      {pkg.isPending ? (
        <LoadingBlock variant="page" label="Loading your order..." />
      ) : pkg.isError ? (
        <QueryFailure
          query={pkg}
          icon={<AlertIcon className="size-7" />}
          title="We couldn't load your order"
          notFound={packageNotFound}
        />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <CheckoutForm plan={pkg.data} discount={discount} onDiscountChange={setDiscount} />
          </div>
          <div className="space-y-6 lg:sticky lg:top-24 lg:col-span-2">
            <SummaryCard
              packageName={pkg.data.packageName}
              packageImg={pkg.data.img}
              price={pkg.data.price}
              discount={discount && { code: discount.code, amount: discount.discount }}
              footer={
                packagePoints(pkg.data).length > 0 ? (
                  <div className="mt-5 border-t border-slate-100 pt-5">
                    <p className="text-sm font-semibold text-slate-900">Included</p>
                    <PointList
                      points={packagePoints(pkg.data).slice(0, 5)}
                      className="mt-3 [&_li]:text-sm"
                    />
                  </div>
                ) : null
              }
            />
            <TrustNotes
              kind={packagePurchaseKind(pkg.data)}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            />
          </div>
        </div>
      )}
    </CheckoutStepPage>
  );
}
