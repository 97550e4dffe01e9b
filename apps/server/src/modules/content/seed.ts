import { PACKAGE_POINT_FIELDS } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import * as schema from '../../db/schema/index.ts';
import * as data from './seed-data.ts';

/** Any number, as long as nothing else takes the same advisory lock. */
const SEED_LOCK = 7_314_002;

type Section = {
  name: string;
  table: PgTable;
  rows: Record<string, unknown>[];
  /**
   * Seeded only while this table is empty. A list is guarded by its section's single title
   * record (which the API cannot delete), so a list staff emptied on purpose stays empty.
   */
  guard: PgTable;
};

const single = (name: string, table: PgTable, row: Record<string, unknown>): Section => ({
  name,
  table,
  rows: [row],
  guard: table,
});

const packageRows = data.seedPackages.map(({ points, ...rest }) => ({
  ...rest,
  ...Object.fromEntries(PACKAGE_POINT_FIELDS.map((field, index) => [field, points[index] ?? ''])),
}));

const sections: Section[] = [
  single('logo', schema.logo, data.seedLogo),
  single('banner', schema.banner, data.seedBanner),
  single('featuresTitle', schema.featuresTitle, data.seedFeaturesTitle),
  {
    name: 'features',
    table: schema.features,
    rows: data.seedFeatures,
    guard: schema.featuresTitle,
  },
  single('featurePageTwo', schema.featurePageTwo, data.seedFeaturePageTwo),
  single('about', schema.about, data.seedAbout),
  {
    name: 'aboutServices',
    table: schema.aboutServices,
    rows: data.seedAboutServices,
    guard: schema.about,
  },
  single('speciality', schema.speciality, data.seedSpeciality),
  single('whyChoose', schema.whyChoose, data.seedWhyChoose),
  single('road', schema.road, data.seedRoad),
  single('teamTitle', schema.teamTitle, data.seedTeamTitle),
  {
    name: 'teamMembers',
    table: schema.teamMembers,
    rows: data.seedTeamMembers,
    guard: schema.teamTitle,
  },
  single('testimonialsTitle', schema.testimonialsTitle, data.seedTestimonialsTitle),
  {
    name: 'testimonials',
    table: schema.testimonials,
    rows: data.seedTestimonials,
    guard: schema.testimonialsTitle,
  },
  single('faqTitle', schema.faqTitle, data.seedFaqTitle),
  { name: 'faqs', table: schema.faqs, rows: data.seedFaqs, guard: schema.faqTitle },
  single('footerLinks', schema.footerLinks, data.seedFooterLinks),
  single('footerSocial', schema.footerSocial, data.seedFooterSocial),
  single('contactInfo', schema.contactInfo, data.seedContactInfo),
  single('packageTitles', schema.packageTitles, data.seedPackageTitle),
  { name: 'packages', table: schema.packages, rows: packageRows, guard: schema.packageTitles },
  single('paymentSettings', schema.paymentSettings, data.seedPaymentSetting),
];

/** How many records each section received (empty when everything was already there). */
export type SeedSummary = Record<string, number>;

/**
 * Fills the store's content with finished-looking defaults on every start, but only where it
 * is missing: running it again changes nothing. One transaction under an advisory lock, so two
 * processes starting together seed once.
 */
export async function seedContent(db: Db): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Decide everything before inserting: a list's guard may be seeded in the same run.
    const empty = new Map<PgTable, boolean>();
    for (const { guard } of sections) {
      if (!empty.has(guard)) {
        const found = await tx.select({ one: sql<number>`1` }).from(guard).limit(1);
        empty.set(guard, found.length === 0);
      }
    }
    const summary: SeedSummary = {};
    for (const section of sections) {
      if (!empty.get(section.guard)) continue;
      await tx
        .insert(section.table)
        .values(section.rows.map((row, position) => ({ ...row, position })) as never);
      summary[section.name] = section.rows.length;
    }
    return summary;
  });
}
