import { formatUsd, formatUsdTotal, type SalesDay } from '@leadvault/contract';
import { useEffect, useId, useRef, useState } from 'react';

const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 28, left: 56 };

/** The element's width in CSS pixels, kept up to date, so the SVG is drawn at 1:1 (text stays 11 px). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A round number at or above `value` for the top of the axis: 1, 2, 2.5 or 5 times a power of 10. */
function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const axisMoney = (dollars: number) =>
  dollars >= 1000 ? `$${(dollars / 1000).toLocaleString('en-US')}k` : `$${dollars}`;

/**
 * The last 30 days of Received sales as bars (a hand-made SVG, no chart library). Each bar names
 * its day and amount on hover; a hidden table gives screen readers the same numbers.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const titleId = useId();
  const { ref, width: WIDTH } = useWidth<HTMLElement>(720);
  // A date under every bar fits on wide screens only: every 5th day, or every 10th on phones.
  const labelEvery = WIDTH < 480 ? 10 : 5;
  const max = niceCeiling(Math.max(0, ...days.map((day) => day.amount)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.68);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => fraction * max);
  const y = (amount: number) => PAD.top + plotHeight - (amount / max) * plotHeight;
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const discounts = days.reduce((sum, day) => sum + (day.discount ?? 0), 0);
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure ref={ref} className="relative min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        className="block max-w-full"
      >
        <title id={titleId}>
          {`Received sales per day, ${first ? shortDate(first.date) : ''} to ${
            last ? shortDate(last.date) : ''
          }: ${formatUsdTotal(total)} in total${
            discounts > 0 ? `, after ${formatUsdTotal(discounts)} of discount codes` : ''
          }`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500 text-[11px]"
            >
              {axisMoney(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.amount / max) * plotHeight;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={PAD.top + plotHeight - height}
                width={barWidth}
                height={Math.max(0, height)}
                rx={2}
                className={day.amount > 0 ? 'fill-indigo-500' : 'fill-transparent'}
              >
                <title>{`${shortDate(day.date)}: ${formatUsd(day.amount)} (${day.orders} ${
                  day.orders === 1 ? 'order' : 'orders'
                })`}</title>
              </rect>
              {index % labelEvery === 0 || index === days.length - 1 ? (
                <text
                  // The first and last dates hang inwards, so neither is cut at the edge.
                  x={index === 0 ? x : index === days.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                  className="fill-slate-500 text-[11px]"
                >
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {total === 0 ? (
        <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-slate-500">
          No payments received in the last 30 days.
        </p>
      ) : null}
      {/*
        The table is hidden inside a clipped box: a table ignores the 1 px size and overflow of
        \`sr-only\` and, positioned absolutely, stretched the page 30 rows below the footer.
      */}
      <div className="sr-only">
        <table>
          <caption>Received sales per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Amount</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td>{formatUsd(day.amount)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
