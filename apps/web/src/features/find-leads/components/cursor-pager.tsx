import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Previous / Next for keyset pages (there are no page numbers to jump to). */
export function CursorPager({
  page,
  hasPrevious,
  nextCursor,
  onPrevious,
  onNext,
  label,
  className,
}: {
  /** The page number when known (a shared link to a later page does not know it). */
  page: number | null;
  hasPrevious: boolean;
  nextCursor: string | null | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  label: string;
  className?: string;
}) {
  if (!hasPrevious && !nextCursor) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button variant="secondary" size="sm" onClick={onPrevious} disabled={!hasPrevious}>
        <span aria-hidden="true">‹</span> Previous
      </Button>
      {page ? <span className="text-sm text-slate-600">Page {page}</span> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => nextCursor && onNext(nextCursor)}
        disabled={!nextCursor}
      >
        Next <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
