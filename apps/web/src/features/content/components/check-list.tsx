import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** Bullet points with check marks; empty entries are skipped. */
export function CheckList({
  items,
  dark = false,
  className,
  itemClassName,
}: {
  items: string[];
  dark?: boolean;
  className?: string;
  itemClassName?: string;
}) {
  const points = items.map((item) => item.trim()).filter(Boolean);
  if (points.length === 0) return null;
  return (
    <ul className={cn('space-y-3', className)}>
      {points.map((point, index) => (
        // Points may repeat; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list from one record
        <li key={index} className={cn('flex gap-3', itemClassName)}>
          <span
            className={cn(
              'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
              dark ? 'bg-white/15 text-white' : 'bg-indigo-50 text-indigo-600',
            )}
          >
            <CheckIcon className="size-3.5" />
          </span>
          <span
            className={cn(
              'min-w-0 text-sm sm:text-base',
              dark ? 'text-white/90' : 'text-slate-700',
            )}
          >
            {point}
          </span>
        </li>
      ))}
    </ul>
  );
}
