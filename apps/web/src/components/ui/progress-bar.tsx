import { cn } from '@/lib/cn';

/** A labelled bar from 0 to 100 % (an import, a batch of checks, an upload). */
export function ProgressBar({
  label,
  percent,
  className,
}: {
  /** The bar's accessible name ("Import progress"). */
  label: string;
  percent: number;
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-3 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-500"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
