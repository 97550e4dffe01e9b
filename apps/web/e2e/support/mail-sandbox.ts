import type { Locator } from 'playwright-core';
import { demoLeads } from '../../../server/src/modules/leads/demo-leads.ts';
import {
  profileOf,
  sandboxMailbox,
} from '../../../server/src/modules/verification/mail-sandbox/profiles.ts';

/**
 * What the reveal's check will answer for a demo lead. The demo's leads come from a fixed seed
 * and the mail sandbox decides by the address alone, but the leads' ids, and so the order
 * results come in, change with every seeding: a test that reveals "the first valid lead" meets
 * one of the ~8 % who left their company (or a domain that greylists or takes no mail) now and
 * then. These let it pick a lead the check confirms instead.
 */

let addressesByPerson: Map<string, string[]> | undefined;

function addressesOf(fullName: string, domain: string): string[] {
  if (!addressesByPerson) {
    addressesByPerson = new Map();
    for (const lead of demoLeads()) {
      const key = `${lead.firstName} ${lead.lastName}@${lead.companyDomain}`;
      addressesByPerson.set(key, [...(addressesByPerson.get(key) ?? []), lead.email]);
    }
  }
  return addressesByPerson.get(`${fullName}@${domain}`) ?? [];
}

/** Whether our check sells this demo person's address (valid or accept-all) on its first try. */
export function checkConfirms(fullName: string, domain: string): boolean {
  const addresses = addressesOf(fullName, domain);
  const profile = profileOf(domain);
  if (addresses.length === 0) return false;
  if (profile === 'catch_all') return true;
  return profile === 'mailboxes' && addresses.every((email) => sandboxMailbox(email) === 'exists');
}

/** A result row's person: the name in its header cell, the domain of its masked e-mail. */
async function personOf(row: Locator): Promise<{ name: string; domain: string }> {
  const name = (await row.locator('th').locator('span').first().innerText()).trim();
  const domain = (await row.innerText()).match(/••••@([a-z0-9.-]+)/)?.[1] ?? '';
  return { name, domain };
}

/** The first `count` rows offered for sale whose addresses the check will confirm. */
export async function rowsTheCheckConfirms(rows: Locator, count = 1): Promise<Locator[]> {
  const picked: Locator[] = [];
  for (const row of await rows.filter({ hasText: /Valid|Accept-all/ }).all()) {
    const { name, domain } = await personOf(row);
    if (checkConfirms(name, domain)) picked.push(row);
    if (picked.length === count) return picked;
  }
  throw new Error(`Fewer than ${count} leads shown that the mail sandbox confirms.`);
}
