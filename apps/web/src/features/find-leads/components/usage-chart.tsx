import type { CreditUsageDay } from '@leadvault/contract';
import { useId } from 'react';
import { formatUtcDay, usageBars, usageSummary } from '../credit-usage';
import { credits, formatCount } from '../labels';

const VIEW_WIDTH = 300;
const VIEW_HEIGHT = 100;
/** The gap between bars, as a share of each bar's slot. */
const GAP = 0.25;

/**
 * Credits spent per UTC day as a bar chart: an SVG drawn to the box's width, named by a summary
 * sentence; the same numbers open as a table ("Show as a table") for anyone who wants them
 * exactly, screen readers included.
 */
export function UsageChart({ days }: { days: readonly CreditUsageDay[] }) {
  const titleId = useId();
  const summaryId = useId();
  const { bars, top } = usageBars(days);
  const slot = VIEW_WIDTH / Math.max(1, bars.length);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="space-y-3">
      <figcaption id={summaryId} className="text-sm text-slate-600">
        {usageSummary(days)}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
        >
          <span>{formatCount(top)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-labelledby={`${titleId} ${summaryId}`}
            viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-36 w-full rounded-lg border-b border-l border-slate-300 bg-slate-50"
            data-testid="usage-chart"
          >
            <title id={titleId}>Credits spent per day</title>
            <line
              x1="0"
              x2={VIEW_WIDTH}
              y1="0.5"
              y2="0.5"
              className="stroke-slate-200"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            {bars.map((bar, index) => {
              const height = bar.spent > 0 ? Math.max(1.5, bar.height * VIEW_HEIGHT) : 0;
              return (
                <rect
                  key={bar.date}
                  x={index * slot + (slot * GAP) / 2}
                  y={VIEW_HEIGHT - height}
                  width={slot * (1 - GAP)}
                  height={height}
                  rx="1"
                  className="fill-indigo-500"
                  data-spent={bar.spent}
                >
                  <title>{`${formatUtcDay(bar.date)}: ${credits(bar.spent)}`}</title>
                </rect>
              );
            })}
          </svg>
          {first && last ? (
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
              <span>{formatUtcDay(first.date)}</span>
              <span>{formatUtcDay(last.date)} (UTC)</span>
            </div>
          ) : null}
        </div>
      </div>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded font-semibold text-indigo-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          Show as a table
        </summary>
        <div className="mt-3 overflow-hidden rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Credits per day (UTC days)</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Spent
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Added
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Taken back
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-medium text-slate-900">
                    {formatUtcDay(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.spent)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.added)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.taken)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
