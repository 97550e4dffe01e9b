import { cn } from '@/lib/cn';

const STEPS = ['Upload', 'Map columns', 'Import', 'Report'] as const;

/** Where the import wizard is: upload -> map columns -> import -> report. */
export function ImportSteps({ current }: { current: number }) {
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Import steps">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              state === 'current' ? 'font-semibold text-indigo-700' : 'text-slate-600',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-xs font-bold',
                state === 'done' && 'bg-indigo-600 text-white',
                state === 'current' && 'bg-indigo-100 text-indigo-700 ring-2 ring-indigo-600',
                state === 'next' && 'bg-slate-200 text-slate-700',
              )}
            >
              {index + 1}
            </span>
            {step}
            {state === 'done' ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
