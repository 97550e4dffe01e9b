import { cn } from '@/lib/cn';

/**
 * "1,234 / 5,000 characters" under a long field, turning amber near the limit. The field's
 * `maxLength` (from the same contract schema) stops typing at the limit; this shows how close it is.
 */
export function CharacterCount({
  id,
  count,
  max,
  className,
}: {
  id?: string;
  count: number;
  max: number;
  className?: string;
}) {
  const near = count >= max * 0.9;
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        near ? 'font-medium text-amber-700' : 'text-slate-500',
        className,
      )}
    >
      {count.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </p>
  );
}
