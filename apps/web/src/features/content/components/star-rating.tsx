import { useId } from 'react';
import { cn } from '@/lib/cn';
import { seededFraction } from '@/lib/display-seed';

const STAR = 'M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9L12 2.8z';

/** Five stars filled up to `value` (fractions fill part of a star). Decorative. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const id = useId();
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        const gradientId = `${id}-${index}`;
        return (
          <svg
            key={index}
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={cn('size-4', className)}
          >
            <defs>
              <linearGradient id={gradientId}>
                <stop offset={fill} stopColor="#f59e0b" />
                <stop offset={fill} stopColor="#e2e8f0" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${gradientId})`} />
          </svg>
        );
      })}
    </span>
  );
}

/** A rating as stars plus its number, read out as "Rated 4.8 out of 5". */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const text = value.toFixed(1);
  return (
    <span
      role="img"
      aria-label={`Rated ${text} out of 5`}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <Stars value={value} />
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {text}
      </span>
    </span>
  );
}

/**
 * A random rating from 4.5 to 5.0 with one decimal (the spec's display rule; not stored), drawn
 * from the display seed so the server's HTML and the browser's first render agree.
 */
export function randomRating(key: string): number {
  return Math.round((4.5 + seededFraction(key) * 0.5) * 10) / 10;
}
