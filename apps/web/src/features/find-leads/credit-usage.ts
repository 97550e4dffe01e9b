import type { CreditActivityItem, CreditUsageDay, MyLeadsReveal } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { credits, formatCount, formatDate, LEDGER_REASON_LABELS, leads } from './labels';

/** Below this balance Find Leads shows the low-balance notice. */
export const LOW_BALANCE_CREDITS = 10;

export const isLowBalance = (balance: number) => balance < LOW_BALANCE_CREDITS;

/** 'You have 3 credits left', 'You have no credits left' */
export const lowBalanceText = (balance: number) =>
  balance <= 0 ? 'You have no credits left' : `You have ${credits(balance)} left`;

/** The query parameter of My Leads that narrows it to one reveal. */
export const REVEAL_PARAM = 'reveal';

/** My Leads narrowed to the leads one reveal paid for. */
export const revealLeadsPath = (revealId: string) =>
  `${paths.myLeads}?${new URLSearchParams({ [REVEAL_PARAM]: revealId })}`;

/** The credit history's line: 'Revealed 25 leads', 'Credit pack purchase', … */
export function activityTitle(item: CreditActivityItem): string {
  if (item.reason === 'reveal' && item.leadCount !== null) {
    return `Revealed ${leads(item.leadCount)}`;
  }
  return LEDGER_REASON_LABELS[item.reason];
}

/** What a line adds beyond its title: the note (when it says more) and who made the change. */
export function activityDetails(item: CreditActivityItem): string {
  const note =
    item.reason === 'reveal' || item.note === LEDGER_REASON_LABELS[item.reason] ? '' : item.note;
  return [note, item.actor ? `by ${item.actor}` : ''].filter(Boolean).join(' · ');
}

/** '+50', '−3', '0' */
export const signedCredits = (delta: number) =>
  `${delta > 0 ? '+' : delta < 0 ? '−' : ''}${formatCount(Math.abs(delta))}`;

const utcDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '26 Nov' for the UTC day `2026-11-26` (the usage view's days are UTC days). */
export function formatUtcDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : utcDayFormat.format(time);
}

/** 'Showing the 25 leads of the reveal on 26 Nov 2026' */
export function revealBannerText(reveal: MyLeadsReveal): string {
  const which = reveal.leadCount === 1 ? 'the lead' : `the ${leads(reveal.leadCount)}`;
  return `Showing ${which} of the reveal on ${formatDate(reveal.revealedAt)}`;
}

export type UsageBar = { date: string; spent: number; height: number };

/**
 * The chart's bars: each day's spending as a share (0–1) of the busiest day's, and the scale's
 * top (at least 1, so a month without spending draws flat bars, not a division by zero).
 */
export function usageBars(days: readonly CreditUsageDay[]): { bars: UsageBar[]; top: number } {
  const top = Math.max(1, ...days.map((day) => day.spent));
  return {
    top,
    bars: days.map((day) => ({ date: day.date, spent: day.spent, height: day.spent / top })),
  };
}

/** The chart's summary for screen readers and the caption: the total, the busiest day. */
export function usageSummary(days: readonly CreditUsageDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days to show.';
  const spent = days.reduce((total, day) => total + day.spent, 0);
  const span = `from ${formatUtcDay(first.date)} to ${formatUtcDay(last.date)} (UTC days)`;
  if (spent === 0) return `No credits spent ${span}.`;
  const busiest = days.reduce((best, day) => (day.spent > best.spent ? day : best), first);
  const activeDays = days.filter((day) => day.spent > 0).length;
  return `${credits(spent)} spent ${span}, on ${activeDays === 1 ? '1 day' : `${activeDays} days`}; the most on ${formatUtcDay(busiest.date)}: ${credits(busiest.spent)}.`;
}
