import type { AdminPackage } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import { isNotBuyable, segmentSummaryText } from './segment-summary';

const segmentPackage = {
  segmentDefinition: {
    filters: {},
    rowCount: 200,
    maxAgeDays: 30,
    splitBy: null,
    files: [{ name: 'Contacts', values: [] }],
  },
  segmentStats: { liveCount: 1234, freshCount: 900, sold: 3, lastCutAt: '2026-11-12T09:00:00Z' },
} as unknown as AdminPackage;

describe("a segment package's line on the package list", () => {
  it('says its source and figures', () => {
    expect(segmentSummaryText(segmentPackage)).toBe(
      'Cut from our leads · 1,234 live of 200 promised · 3 sold · last cut 12 Nov 2026',
    );
    expect(isNotBuyable(segmentPackage)).toBe(false);
  });

  it('marks a segment with fewer live contacts than promised, and leaves other packages alone', () => {
    const short = {
      ...segmentPackage,
      segmentStats: { liveCount: 140, freshCount: 0, sold: 0, lastCutAt: null },
    } as AdminPackage;
    expect(segmentSummaryText(short)).toBe(
      'Cut from our leads · 140 live of 200 promised · 0 sold · not cut yet',
    );
    expect(isNotBuyable(short)).toBe(true);
    const files = { segmentDefinition: null, segmentStats: null } as unknown as AdminPackage;
    expect(segmentSummaryText(files)).toBeNull();
    expect(isNotBuyable(files)).toBe(false);
  });
});
