import type { SegmentDefinition } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const point = (name: string) => text(name).notNull().default('');

/** A package on sale. The access links are paid content: never in public answers. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageName: text('package_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    accessLink1: text('access_link_1').notNull().default(''),
    accessLink2: text('access_link_2').notNull().default(''),
    accessLink3: text('access_link_3').notNull().default(''),
    img: text('img').notNull().default(''),
    /** What the package sells: a lead `database` (links, files) or a `credit_pack` (credits). */
    kind: text('kind').notNull().default('database'),
    /** Credits a credit pack grants when its payment is settled; 0 for a database. */
    credits: integer('credits').notNull().default(0),
    /**
     * Set for a database cut from our leads (decision 048): each buyer's files are cut from this
     * definition at purchase, and the card's points are generated from it. Null: files and links.
     */
    segment: jsonb('segment').$type<SegmentDefinition>(),
    pointOne: point('point_one'),
    pointTwo: point('point_two'),
    pointThree: point('point_three'),
    pointFour: point('point_four'),
    pointFive: point('point_five'),
    pointSix: point('point_six'),
    pointSeven: point('point_seven'),
    pointEight: point('point_eight'),
    pointNine: point('point_nine'),
    pointTen: point('point_ten'),
    position: integer('position').notNull().default(0),
    /** Set when staff took the package off sale: hidden from the catalog, never ordered again. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('packages_price_positive', sql`${table.priceCents} > 0`),
    check('packages_credits_non_negative', sql`${table.credits} >= 0`),
    check('packages_kind', sql`${table.kind} in ('database', 'credit_pack')`),
    check(
      'packages_segment_is_database',
      sql`${table.segment} is null or ${table.kind} = 'database'`,
    ),
    check(
      'packages_credit_pack_grants',
      sql`${table.kind} <> 'credit_pack' or ${table.credits} > 0`,
    ),
  ],
);
