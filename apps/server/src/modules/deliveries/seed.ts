import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { packageFiles, packages } from '../../db/schema/index.ts';
import { putStream } from '../file-store/index.ts';
import { type DemoLead, demoLeads } from '../leads/index.ts';

/** Any number, as long as nothing else takes the same advisory lock. */
const SEED_LOCK = 7_314_020;

/** The content seed's placeholder links (`https://example.com/leads/starter-1.csv`). */
const PLACEHOLDER = /^https:\/\/example\.com\/leads\/([a-z0-9-]+)-([123])\.csv$/;

/** Each slot of a demo package is one region of the world. */
const REGIONS: Record<number, { name: string; countries: string[] | null }> = {
  1: { name: 'North America', countries: ['US', 'CA', 'MX'] },
  2: { name: 'Europe', countries: ['GB', 'DE', 'FR', 'NL', 'ES', 'SE', 'IE', 'CH', 'PL'] },
  3: { name: 'Rest of the World', countries: null },
};
const ROWS_BY_PACKAGE: Record<string, number> = { starter: 200, growth: 500, enterprise: 1000 };

const COLUMNS: Array<[string, (lead: DemoLead) => string]> = [
  ['First Name', (lead) => lead.firstName],
  ['Last Name', (lead) => lead.lastName],
  ['Email', (lead) => lead.email],
  ['Email Status', (lead) => lead.emailStatus],
  ['Verified At', (lead) => lead.verifiedAt?.toISOString().slice(0, 10) ?? ''],
  ['Job Title', (lead) => lead.jobTitle],
  ['Seniority', (lead) => lead.seniority],
  ['Department', (lead) => lead.department],
  ['Company', (lead) => lead.companyName],
  ['Company Domain', (lead) => lead.companyDomain],
  ['Industry', (lead) => lead.industry],
  ['Company Size', (lead) => lead.companySize ?? ''],
  ['Country', (lead) => lead.country],
  ['City', (lead) => lead.city],
  ['LinkedIn', (lead) => lead.linkedinUrl],
];

/** One CSV field: quoted when needed; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A sample database: `rows` generated leads of one region (made-up people at made-up companies
 * on reserved domains such as .example, .test and example.com, so no real mailbox is listed),
 * the same on every machine for the same package and slot.
 */
function demoDatabaseCsv(slug: string, slot: number, rows: number): string {
  const region = REGIONS[slot] ?? REGIONS[3];
  const seed = 20_261_111 + slot * 7919 + [...slug].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const elsewhere = Object.values(REGIONS).flatMap((other) => other.countries ?? []);
  const inRegion = (lead: DemoLead) =>
    region?.countries ? region.countries.includes(lead.country) : !elsewhere.includes(lead.country);
  const lines = [COLUMNS.map(([header]) => header).join(',')];
  // The first `rows` of the region among `rows * 5` generated leads, made only until they are found.
  for (const lead of demoLeads(rows * 5, seed)) {
    if (!inRegion(lead)) continue;
    lines.push(COLUMNS.map(([, value]) => csvField(value(lead))).join(','));
    if (lines.length > rows) break;
  }
  // A BOM, so spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The demo: every slot of a package whose link is still the content seed's placeholder
 * (`https://example.com/leads/<package>-<n>.csv`, a page that does not exist) gets a real sample
 * CSV hosted by the store, and the placeholder link is cleared, so a demo purchase delivers
 * files that download and open. A slot staff changed is left alone; running it again changes
 * nothing. One transaction under an advisory lock, so processes starting together seed once.
 * Answers the names of the files added.
 */
export async function seedDemoDatabaseFiles(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const added: string[] = [];
    for (const pkg of await tx.select().from(packages)) {
      const links = [pkg.accessLink1, pkg.accessLink2, pkg.accessLink3];
      for (const [index, link] of links.entries()) {
        const slot = index + 1;
        const match = PLACEHOLDER.exec(link);
        if (!match || Number(match[2]) !== slot) continue;
        const [taken] = await tx
          .select({ slot: packageFiles.slot })
          .from(packageFiles)
          .where(and(eq(packageFiles.packageId, pkg.id), eq(packageFiles.slot, slot)));
        if (taken) continue;
        const slug = match[1] ?? 'sample';
        const region = REGIONS[slot]?.name ?? 'Sample';
        const name = `leadvault-${slug}-database-${slot}-${region.toLowerCase().replaceAll(' ', '-')}.csv`;
        const content = demoDatabaseCsv(slug, slot, ROWS_BY_PACKAGE[slug] ?? 300);
        const stored = await putStream(tx, Buffer.from(content, 'utf8'), {
          name,
          contentType: 'text/csv; charset=utf-8',
        });
        await tx.insert(packageFiles).values({ packageId: pkg.id, slot, fileId: stored.id });
        await tx
          .update(packages)
          .set({ [`accessLink${slot}`]: '' })
          .where(eq(packages.id, pkg.id));
        added.push(name);
      }
    }
    return added;
  });
}
