import { cn } from '@/lib/cn';
import { Spinner } from '../ui/spinner';

/** Shown while something the page needs (e.g. who is signed in) is loading. */
export function Preloader({
  label = 'Loading...',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-indigo-600',
        fullScreen ? 'min-h-screen' : 'min-h-[50vh] py-16',
      )}
    >
      <Spinner size="lg" />
      <span className="text-sm font-medium text-slate-500">{label}</span>
    </div>
  );
}
