import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  escapeHtml,
  type LeadFilters,
  leadFilterQuery,
  type SavedSearch,
  type SavedSearchAlert,
} from '@leadvault/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leads, savedSearches, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { emailLayout, type Mailer, type MailMessage } from '../mail/index.ts';
import { newToSearch, toSavedSearch } from './service.ts';

/** How many days a period of each alert lasts: one e-mail at most per period. */
const PERIOD_DAYS: Record<Exclude<SavedSearchAlert, 'off'>, number> = { daily: 1, weekly: 7 };
/** New leads an alert counts at most ("1,000+"), and names it shows. */
const COUNT_CAP = 1000;
const NAMES_SHOWN = 5;
/** Searches one pass looks at; the next pass takes the rest. */
const PASS_SIZE = 200;

export type AlertDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  /** The length of a day in seconds (86,400; shorter only where a test cannot wait a day). */
  daySeconds: number;
};

// -- the unsubscribe link -------------------------------------------------------------------

const PURPOSE = 'leadvault:saved-search-alert-off:v1';

function signatureOf(secret: string, id: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(id).digest('base64url').slice(0, 32);
}

/** `<id>.<signature>`: nothing is stored; any process with the same secret checks it. */
export const unsubscribeToken = (secret: string, id: string) => `${id}.${signatureOf(secret, id)}`;

/** Turns a search's alert off from its e-mail's link; 404 for a link that is not one of ours. */
export async function unsubscribe(db: DbOrTx, secret: string, token: string): Promise<SavedSearch> {
  const [id = '', given = ''] = token.split('.');
  const expected = signatureOf(secret, id);
  const matches =
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  const invalid = () => notFound('This link is not valid: the alert may have been deleted.');
  if (!matches) throw invalid();
  const [row] = await db
    .update(savedSearches)
    .set({ alert: 'off', updatedAt: sql`now()` })
    .where(eq(savedSearches.id, id))
    .returning();
  if (!row) throw invalid();
  return toSavedSearch(row);
}

// -- the e-mail -----------------------------------------------------------------------------

type NewLead = { firstName: string; lastName: string; jobTitle: string; companyName: string };

export function alertEmail(input: {
  to: string;
  name: string;
  searchName: string;
  count: number;
  capped: boolean;
  first: NewLead[];
  searchUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const amount = `${input.count.toLocaleString('en-US')}${input.capped ? '+' : ''}`;
  const leadsWord = input.count === 1 && !input.capped ? 'new lead' : 'new leads';
  const subject = `${amount} ${leadsWord} for “${input.searchName}”`;
  const line = (lead: NewLead) =>
    [`${lead.firstName} ${lead.lastName}`.trim(), lead.jobTitle, lead.companyName]
      .filter(Boolean)
      .join(', ');
  const text = [
    `Hello ${input.name},`,
    '',
    `${amount} ${leadsWord} match your saved search “${input.searchName}” since the last alert:`,
    ...input.first.map((lead) => `- ${line(lead)}`),
    '',
    `See them: ${input.searchUrl}`,
    '',
    `Stop these alerts: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p><strong>${escapeHtml(amount)} ${leadsWord}</strong> match your saved search “${escapeHtml(input.searchName)}” since the last alert:</p>
<ul>${input.first.map((lead) => `<li>${escapeHtml(line(lead))}</li>`).join('')}</ul>
<p style="padding:8px 0"><a href="${escapeHtml(input.searchUrl)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">See the new leads</a></p>
<p style="font-size:13px;color:#475569"><a href="${escapeHtml(input.unsubscribeUrl)}">Stop these alerts</a></p>`,
    'You get this e-mail because you turned on an alert for a saved search on LeadVault.',
  );
  return { to: input.to, subject, text, html };
}

/** The search page with the saved search's filters, as the browser's address holds them. */
function searchPath(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(leadFilterQuery(filters))) {
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `/find-leads${query ? `?${query}` : ''}`;
}

// -- the pass -------------------------------------------------------------------------------

/** The search's period is over: its start lies a period (days of its alert × day) behind. */
const dueWith = (daySeconds: number) =>
  sql`${savedSearches.newSince} <= now() - make_interval(secs => ${daySeconds}::int * (case ${savedSearches.alert} when 'daily' then ${PERIOD_DAYS.daily}::int else ${PERIOD_DAYS.weekly}::int end))`;

/**
 * Sends the alerts whose period is over: for each, in one transaction, the search is claimed
 * (`for update skip locked`, still due), its new leads counted, its period moved on and, when
 * there are new leads, the e-mail queued. Two processes at once send each alert once.
 * Answers how many e-mails were queued.
 */
export async function sendDueAlerts(deps: AlertDeps): Promise<number> {
  const { db } = deps;
  const due = dueWith(deps.daySeconds);
  const candidates = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(ne(savedSearches.alert, 'off'), due))
    .orderBy(asc(savedSearches.newSince))
    .limit(PASS_SIZE);
  let sent = 0;
  for (const { id } of candidates) {
    const mailed = await db.transaction(async (tx) => {
      const [search] = await tx
        .select({ search: savedSearches, email: user.email, name: user.name })
        .from(savedSearches)
        .innerJoin(user, eq(user.id, savedSearches.userId))
        .where(and(eq(savedSearches.id, id), ne(savedSearches.alert, 'off'), due))
        .for('update', { of: savedSearches, skipLocked: true });
      if (!search) return false;
      const isNew = newToSearch(search.search.filters, search.search.newSince);
      const [{ count = 0 } = {}] = await tx.select({ count: sql<number>`count(*)::int` }).from(
        tx
          .select({ one: sql`1` })
          .from(leads)
          .where(isNew)
          .limit(COUNT_CAP + 1)
          .as('capped'),
      );
      const first = await tx
        .select({
          firstName: leads.firstName,
          lastName: leads.lastName,
          jobTitle: leads.jobTitle,
          companyName: leads.companyName,
        })
        .from(leads)
        .where(isNew)
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(NAMES_SHOWN);
      await tx
        .update(savedSearches)
        .set({ newSince: sql`now()`, lastAlertAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(savedSearches.id, id));
      if (count === 0) return false;
      await deps.mailer.send(
        tx,
        alertEmail({
          to: search.email,
          name: search.name,
          searchName: search.search.name,
          count: Math.min(count, COUNT_CAP),
          capped: count > COUNT_CAP,
          first,
          searchUrl: `${deps.publicUrl}${searchPath(search.search.filters)}`,
          unsubscribeUrl: `${deps.publicUrl}/find-leads/saved-searches?unsubscribe=${encodeURIComponent(unsubscribeToken(deps.secret, id))}`,
        }),
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
