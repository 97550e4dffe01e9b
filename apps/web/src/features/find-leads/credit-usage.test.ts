import type { CreditActivityItem, CreditUsageDay } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import {
  activityDetails,
  activityTitle,
  formatUtcDay,
  isLowBalance,
  LOW_BALANCE_CREDITS,
  lowBalanceText,
  revealBannerText,
  revealLeadsPath,
  signedCredits,
  usageBars,
  usageSummary,
} from './credit-usage';

const line = (values: Partial<CreditActivityItem>): CreditActivityItem => ({
  _id: 'row',
  reason: 'reveal',
  delta: -1,
  balanceAfter: 4,
  revealId: null,
  leadCount: null,
  leadId: null,
  orderId: null,
  orderNumber: null,
  actor: null,
  note: '',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...values,
});

const day = (date: string, spent: number): CreditUsageDay => ({ date, spent, added: 0, taken: 0 });

describe('credit history lines', () => {
  it('titles a reveal by the leads it paid for, summed over its rows', () => {
    expect(activityTitle(line({ revealId: 'r', leadCount: 25, delta: -25 }))).toBe(
      'Revealed 25 leads',
    );
    expect(activityTitle(line({ revealId: 'r', leadCount: 1 }))).toBe('Revealed 1 lead');
    expect(activityTitle(line({ revealId: 'r', leadCount: 1200 }))).toBe('Revealed 1,200 leads');
    expect(activityTitle(line({ reason: 'purchase', delta: 100 }))).toBe('Credit pack purchase');
    expect(activityTitle(line({ reason: 'bounce_refund', delta: 1 }))).toBe('Bounce refund');
  });

  it('says who changed credits and why, without repeating the title', () => {
    expect(
      activityDetails(
        line({ reason: 'staff', delta: 7, actor: 'admin@example.com', note: 'Goodwill' }),
      ),
    ).toBe('Goodwill · by admin@example.com');
    expect(activityDetails(line({ reason: 'reveal', note: 'E-mail revealed' }))).toBe('');
    expect(activityDetails(line({ reason: 'refund', note: 'Refund' }))).toBe('');
  });

  it('signs changes with a true minus sign', () => {
    expect(signedCredits(50)).toBe('+50');
    expect(signedCredits(-1200)).toBe('−1,200');
    expect(signedCredits(0)).toBe('0');
  });

  it('links a reveal to My Leads narrowed to it', () => {
    expect(revealLeadsPath('9b2f4c1e-0000-4000-8000-000000000000')).toBe(
      '/find-leads/my-leads?reveal=9b2f4c1e-0000-4000-8000-000000000000',
    );
  });
});

describe('the reveal banner', () => {
  it('names the count and the day of the reveal', () => {
    expect(
      revealBannerText({ revealId: 'r', leadCount: 25, revealedAt: '2026-11-26T10:00:00.000Z' }),
    ).toBe('Showing the 25 leads of the reveal on 26 Nov 2026');
    expect(
      revealBannerText({ revealId: 'r', leadCount: 1, revealedAt: '2026-11-26T10:00:00.000Z' }),
    ).toBe('Showing the lead of the reveal on 26 Nov 2026');
  });
});

describe('the usage chart', () => {
  it('scales bars to the busiest day and draws a month without spending flat', () => {
    const { bars, top } = usageBars([
      day('2026-11-25', 0),
      day('2026-11-26', 4),
      day('2026-11-27', 1),
    ]);
    expect(top).toBe(4);
    expect(bars.map((bar) => bar.height)).toEqual([0, 1, 0.25]);
    const flat = usageBars([day('2026-11-25', 0), day('2026-11-26', 0)]);
    expect(flat.top).toBe(1);
    expect(flat.bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it('sums up the period for screen readers, in UTC days', () => {
    expect(usageSummary([day('2026-11-25', 0), day('2026-11-26', 4), day('2026-11-27', 1)])).toBe(
      '5 credits spent from 25 Nov to 27 Nov (UTC days), on 2 days; the most on 26 Nov: 4 credits.',
    );
    expect(usageSummary([day('2026-11-26', 0)])).toBe(
      'No credits spent from 26 Nov to 26 Nov (UTC days).',
    );
    expect(usageSummary([])).toBe('No days to show.');
  });

  it('reads a day as the UTC day it names, whatever the browser’s zone', () => {
    expect(formatUtcDay('2026-01-01')).toBe('1 Jan');
    expect(formatUtcDay('not a day')).toBe('not a day');
  });
});

describe('the low-balance notice', () => {
  it('shows below the threshold and says how many credits are left', () => {
    expect(isLowBalance(LOW_BALANCE_CREDITS - 1)).toBe(true);
    expect(isLowBalance(LOW_BALANCE_CREDITS)).toBe(false);
    expect(lowBalanceText(3)).toBe('You have 3 credits left');
    expect(lowBalanceText(1)).toBe('You have 1 credit left');
    expect(lowBalanceText(0)).toBe('You have no credits left');
  });
});
