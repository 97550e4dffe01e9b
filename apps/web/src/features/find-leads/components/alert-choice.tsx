import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  type SavedSearchAlert,
} from '@leadvault/contract';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Shorter labels for a card's one-line control. */
const SHORT_LABELS: Record<SavedSearchAlert, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

const HINTS: Record<SavedSearchAlert, string> = {
  off: 'Keep the search only',
  daily: 'An e-mail on days with new leads',
  weekly: 'One e-mail a week at most',
};

/** Off / daily / weekly, as one radio group. */
export function AlertChoice({
  value,
  onChange,
  disabled,
  legend = 'E-mail me new leads',
  compact = false,
}: {
  value: SavedSearchAlert;
  onChange: (alert: SavedSearchAlert) => void;
  disabled?: boolean;
  legend?: string;
  /** One line of three, without hints (a card's control). */
  compact?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className={cn('text-sm font-semibold text-slate-900', compact && 'sr-only')}>
        {legend}
      </legend>
      <div className={cn('flex gap-2', compact ? 'flex-wrap' : 'mt-2 flex-col sm:flex-row')}>
        {SAVED_SEARCH_ALERTS.map((alert) => (
          <label
            key={alert}
            className={cn(
              'flex flex-1 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              value === alert
                ? 'border-indigo-500 bg-indigo-50 text-indigo-900'
                : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={alert}
              checked={value === alert}
              onChange={() => onChange(alert)}
              className="mt-0.5 size-4 shrink-0 accent-indigo-600"
            />
            <span>
              <span className="block font-semibold">
                {(compact ? SHORT_LABELS : SAVED_SEARCH_ALERT_LABELS)[alert]}
              </span>
              {compact ? null : (
                <span className="block text-xs text-slate-500">{HINTS[alert]}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
