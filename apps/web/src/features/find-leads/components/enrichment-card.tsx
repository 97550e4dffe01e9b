import { forwardRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A step of the enrichment screen: a white card (the finder's look) titled by its heading. The
 * heading takes the focus (`ref`) when the step opens, so keyboard and screen-reader users land
 * on it.
 */
export const EnrichmentCard = forwardRef<
  HTMLHeadingElement,
  {
    headingId: string;
    title: string;
    actions?: ReactNode;
    className?: string;
    children: ReactNode;
  }
>(function EnrichmentCard({ headingId, title, actions, className, children }, ref) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={ref}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
});
