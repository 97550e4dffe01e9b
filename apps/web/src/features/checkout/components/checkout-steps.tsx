import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { CheckIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { checkoutStepNames, type PurchaseKind } from '../purchase-texts';

/** Where the buyer is in the purchase: details, payment, then access or credits. */
export function CheckoutSteps({ current, kind }: { current: 0 | 1 | 2; kind?: PurchaseKind }) {
  const STEPS = checkoutStepNames(kind);
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-2 text-sm sm:gap-3">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex items-center gap-2 sm:gap-3">
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2 font-medium whitespace-nowrap',
                  active ? 'text-indigo-700' : done ? 'text-slate-700' : 'text-slate-600',
                )}
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    active && 'bg-indigo-600 text-white',
                    done && 'bg-emerald-100 text-emerald-700',
                    !active && !done && 'bg-slate-100 text-slate-700',
                  )}
                >
                  {done ? <CheckIcon className="size-3.5" /> : index + 1}
                </span>
                <span className={cn(!active && 'max-sm:sr-only')}>{step}</span>
              </span>
              {index < STEPS.length - 1 ? (
                <span aria-hidden="true" className="h-px w-6 bg-slate-300 sm:w-10" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A page of the purchase: where the buyer is, the page's title, then what it shows. */
export function CheckoutStepPage({
  step,
  kind,
  title,
  description,
  children,
}: {
  step: 0 | 1 | 2;
  /** What is bought, once known: its last step names credits or database access. */
  kind?: PurchaseKind;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <CheckoutSteps current={step} kind={kind} />
      <PageTitle className="mt-6" title={title} description={description} />
      <div className="mt-8">{children}</div>
    </PageContainer>
  );
}
