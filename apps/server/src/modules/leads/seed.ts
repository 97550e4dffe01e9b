import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { leads, packages } from '../../db/schema/index.ts';
import { insertLeads } from './bulk-write.ts';
import { DEMO_LEAD_COUNT, type DemoLead, demoLeads } from './demo-leads.ts';

export { DEMO_LEAD_COUNT };

/** Any number, as long as nothing else takes the same advisory lock. */
const SEED_LOCK = 7_314_010;
const BATCH = 500;
/** The demo Admin of seed-accounts.ts "loaded" them: their My Leads lists them. */
const DEMO_LEADS_ADDED_BY = 'admin@example.com';

const packPoints = (credits: number) => ({
  pointOne: `${credits} credits to reveal verified business e-mails`,
  pointTwo: '1 credit reveals 1 e-mail address',
  pointThree: 'Unknown and invalid e-mails are never sold',
  pointFour: 'Leads you unlocked stay yours: re-downloads are free',
  pointFive: 'Free CSV exports of your unlocked leads',
  pointSix: 'Every credit shown in your ledger',
  pointSeven: 'Credits do not expire',
  pointEight: 'Search and lists are always free',
  pointNine: '',
  pointTen: '',
});

/** Two credit packs for Find Leads (a package that grants credits, LEADS.md). */
const DEMO_CREDIT_PACKS = [
  {
    packageName: '100 credits',
    kind: 'credit_pack',
    priceCents: 1900,
    credits: 100,
    img: '/images/seed/package-starter.svg',
    ...packPoints(100),
  },
  {
    packageName: '500 credits',
    kind: 'credit_pack',
    priceCents: 7900,
    credits: 500,
    img: '/images/seed/package-growth.svg',
    ...packPoints(500),
  },
];

/**
 * Loads the Find Leads demo (DEMO on): a few thousand generated leads and two credit packs,
 * once. One transaction under an advisory lock; when the first demo lead is already there
 * nothing happens, so packs or leads staff removed on purpose stay removed.
 */
export async function seedFindLeadsDemo(
  db: Db,
  { count = DEMO_LEAD_COUNT, leadAdded = DEMO_LEADS_ADDED_BY } = {},
): Promise<{ leads: number; creditPacks: number }> {
  // Only the first lead is made before the check: on every later start nothing more is.
  const first = demoLeads(count).next().value;
  if (!first) return { leads: 0, creditPacks: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seeded] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, first.email))
      .limit(1);
    if (seeded) return { leads: 0, creditPacks: 0 };
    let inserted = 0;
    const insert = async (batch: DemoLead[]) => {
      inserted += (await insertLeads(tx, batch, { leadAdded, importId: null })).length;
    };
    let batch: DemoLead[] = [];
    for (const lead of demoLeads(count)) {
      batch.push(lead);
      if (batch.length === BATCH) {
        await insert(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insert(batch);
    return { leads: inserted, creditPacks: await seedCreditPacks(tx) };
  });
}

async function seedCreditPacks(tx: Tx): Promise<number> {
  const [packs] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(packages)
    .where(eq(packages.kind, 'credit_pack'));
  if ((packs?.count ?? 0) > 0) return 0;
  const rows = await tx
    .insert(packages)
    .values(
      DEMO_CREDIT_PACKS.map((pack, index) => ({
        ...pack,
        position: sql`(select coalesce(max(${packages.position}), -1) + ${index + 1} from ${packages})`,
      })),
    )
    .returning({ id: packages.id });
  return rows.length;
}
