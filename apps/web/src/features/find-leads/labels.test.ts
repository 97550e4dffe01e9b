import { describe, expect, it } from 'vitest';
import { notForSaleText } from './components/lead-email';
import {
  BOUNCE_OUTCOME_TEXT,
  catchAllText,
  checkedText,
  NOT_CHECKED_TEXT,
  patternShareText,
  selectAllResultsText,
  selectionJobSummary,
  uncheckedText,
} from './labels';

const now = Date.parse('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe('the e-mail badge text', () => {
  it('says when our check concluded', () => {
    const lead = {
      verifiedAt: daysAgo(3),
      verificationReason: 'mailbox_exists',
      unlocked: false,
      emailStatus: 'valid' as const,
    };
    expect(checkedText(lead, now)).toBe('checked 3 days ago');
    expect(checkedText({ ...lead, verifiedAt: daysAgo(1) }, now)).toBe('checked yesterday');
  });

  it('says a lead for sale that we never checked is checked free at the reveal', () => {
    const unchecked = {
      verifiedAt: null,
      verificationReason: null,
      unlocked: false,
      emailStatus: 'valid' as const,
    };
    expect(checkedText(unchecked, now)).toBe('Not checked yet — checked free when you reveal');
    // A supplier's date without our reason is not our check.
    expect(checkedText({ ...unchecked, verifiedAt: daysAgo(2) }, now)).toBe(NOT_CHECKED_TEXT);
    // Already revealed, or not offered at all (its source says invalid): no reveal to check it.
    expect(checkedText({ ...unchecked, unlocked: true }, now)).toBe('Not checked by us yet');
    expect(checkedText({ ...unchecked, emailStatus: 'invalid' }, now)).toBe(
      'Not checked by us yet',
    );
  });

  it('never says a check is in the future', () => {
    const ahead = new Date(now + 5 * 60_000).toISOString();
    expect(
      checkedText(
        {
          verifiedAt: ahead,
          verificationReason: 'catch_all',
          unlocked: true,
          emailStatus: 'valid',
        },
        now,
      ),
    ).toBe('checked just now');
  });
});

describe('the reveal and bounce texts', () => {
  it('says how many leads the reveal checks first', () => {
    expect(uncheckedText(3)).toBe(
      '3 of these are checked first, free: you pay only for addresses our check confirms',
    );
    expect(uncheckedText(1)).toMatch(/^1 of these is checked first/);
  });

  it('says each bounce outcome', () => {
    expect(BOUNCE_OUTCOME_TEXT.refunded).toBe('Refunded — 1 credit is back');
    expect(BOUNCE_OUTCOME_TEXT.still_deliverable).toBe(
      'Our check still reaches this address — no refund',
    );
    expect(BOUNCE_OUTCOME_TEXT.checking).toBe(
      'Checking — we refund automatically if it does not confirm',
    );
  });
});

describe('why a lead is not for sale', () => {
  it("tells its source's claim from our check's verdict", () => {
    expect(notForSaleText({ emailStatus: 'invalid', verificationReason: null })).toBe(
      'Not for sale: its source lists it as invalid',
    );
    expect(notForSaleText({ emailStatus: 'unknown', verificationReason: null })).toBe(
      'Not for sale: its source could not verify it',
    );
    expect(
      notForSaleText({ emailStatus: 'invalid', verificationReason: 'mailbox_not_found' }),
    ).toBe('Not for sale: our check says it bounces');
    expect(notForSaleText({ emailStatus: 'unknown', verificationReason: 'blocked' })).toBe(
      'Not for sale: our check could not confirm it',
    );
  });
});

describe("a company's e-mail facts", () => {
  it("reads the pattern's share as addresses of addresses", () => {
    expect(patternShareText({ matching: 14, verified: 15 })).toBe('14 of 15 verified addresses');
    expect(patternShareText({ matching: 1, verified: 1 })).toBe('1 of 1 verified address');
    expect(patternShareText({ matching: 1200, verified: 1500 })).toBe(
      '1,200 of 1,500 verified addresses',
    );
  });

  it('says whether the domain accepts every address, or that we do not know yet', () => {
    expect(catchAllText(true)).toBe('Yes: it accepts every address');
    expect(catchAllText(false)).toBe('No');
    expect(catchAllText(null)).toBe('Unknown yet');
  });
});

describe('whole-search selection texts', () => {
  const job = {
    _id: 'j',
    action: 'reveal' as const,
    status: 'stopped' as const,
    total: 10_000,
    done: 1_500,
    progress: 100,
    charged: 1_234,
    revealed: 1_234,
    owned: 56,
    unavailable: 15,
    checking: 3,
    added: 0,
    maxCredits: null,
    stopReason: 'out_of_credits' as const,
    listId: null,
    format: null,
    fileUrl: null,
    error: null,
    createdAt: '2026-11-26T23:00:00.000Z',
    finishedAt: '2026-11-26T23:01:00.000Z',
  };

  it('offers every result, or 10,000 of them when the search matches more', () => {
    expect(selectAllResultsText(1234, false)).toBe('Select all 1,234 results');
    expect(selectAllResultsText(10_000, false)).toBe('Select all 10,000 results');
    // Past 1,000 the count is an estimate: said as one, and 10,000 or more may be more still.
    expect(selectAllResultsText(2300, true)).toBe('Select all results (about 2,300)');
    expect(selectAllResultsText(10_000, true)).toBe(
      'Select 10,000 of the results (the most at once)',
    );
    expect(selectAllResultsText(91_000, true)).toBe(
      'Select 10,000 of the results (the most at once)',
    );
  });

  it('says what a reveal job did and why it stopped', () => {
    expect(selectionJobSummary(job)).toBe(
      'Revealed 1,234 leads for 1,234 credits. 56 already yours. 12 unavailable, not charged. ' +
        '3 still being checked — try again in a minute, nothing was charged. ' +
        'Stopped: out of credits. The rest stay locked and cost nothing.',
    );
    expect(
      selectionJobSummary({ ...job, action: 'export', status: 'done', stopReason: null, added: 2 }),
    ).toBe('Exported 2 leads you own. Leads not revealed are left out.');
    expect(selectionJobSummary({ ...job, action: 'list', status: 'done', added: 1 })).toBe(
      'Added 1 lead to the list.',
    );
  });
});
