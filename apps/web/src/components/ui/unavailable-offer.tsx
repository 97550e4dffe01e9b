import type { Package } from '@leadvault/contract';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

export const SEGMENT_UNAVAILABLE_TEXT =
  'Not available right now: fewer checked contacts than this package promises';

/** A package cut from our leads that holds fewer checked contacts than it promises. */
export const isOfferUnavailable = (pkg: Pick<Package, 'segment'>) =>
  Boolean(pkg.segment && !pkg.segment.available);

/**
 * Why a package cannot be bought now, shown where its Buy button would lead on; the disabled
 * button points to it with `aria-describedby`.
 */
export function UnavailableOfferNote({ id, className }: { id: string; className?: string }) {
  return (
    <p
      id={id}
      className={cn(
        'flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {SEGMENT_UNAVAILABLE_TEXT}
    </p>
  );
}
