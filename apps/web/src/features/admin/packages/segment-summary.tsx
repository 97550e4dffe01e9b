import type { AdminPackage } from '@leadvault/contract';
import { formatDate } from '@/lib/format-date';

const count = (value: number) => value.toLocaleString('en-US');

export const NOT_BUYABLE_TEXT = 'Not buyable: fewer live contacts than promised';

/**
 * A segment package's source and figures for the package list: "Cut from our leads · 1,234
 * live of 200 promised · 3 sold · last cut 12 Nov 2026"; null for a files-and-links package.
 */
export function segmentSummaryText(pkg: AdminPackage): string | null {
  const definition = pkg.segmentDefinition;
  if (!definition) return null;
  const stats = pkg.segmentStats;
  const parts = ['Cut from our leads'];
  if (stats) {
    parts.push(`${count(stats.liveCount)} live of ${count(definition.rowCount)} promised`);
    parts.push(`${count(stats.sold)} sold`);
    parts.push(stats.lastCutAt ? `last cut ${formatDate(stats.lastCutAt)}` : 'not cut yet');
  } else {
    parts.push(`${count(definition.rowCount)} promised`);
  }
  return parts.join(' · ');
}

/** True when the segment holds fewer live contacts than it promises: nobody can buy it. */
export const isNotBuyable = (pkg: AdminPackage) =>
  Boolean(
    pkg.segmentDefinition &&
      pkg.segmentStats &&
      pkg.segmentStats.liveCount < pkg.segmentDefinition.rowCount,
  );

/** The list's cell for a segment package: its figures, and the badge when it cannot be bought. */
export function SegmentSummary({ pkg }: { pkg: AdminPackage }) {
  const text = segmentSummaryText(pkg);
  if (!text) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">{text}</p>
      {isNotBuyable(pkg) ? (
        <span className="inline-flex items-center rounded-md bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
          {NOT_BUYABLE_TEXT}
        </span>
      ) : null}
    </div>
  );
}
