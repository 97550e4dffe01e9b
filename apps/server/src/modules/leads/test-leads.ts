// Test support (not exported by the module): lead rows straight into the database.
import type { Database } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';

export type LeadValues = Partial<typeof leads.$inferInsert>;

let counter = 0;

/** One lead with plausible defaults; every field can be overridden. */
function leadValues(values: LeadValues = {}): typeof leads.$inferInsert {
  counter += 1;
  return {
    firstName: 'Test',
    lastName: `Person${counter}`,
    jobTitle: 'Sales Manager',
    seniority: 'manager',
    department: 'sales',
    companyName: 'Testco',
    companyDomain: 'testco.example',
    industry: 'Software',
    companySize: '11-50',
    country: 'US',
    city: 'Austin',
    email: `test.person${counter}.${Date.now().toString(36)}@testco.example`,
    emailStatus: 'valid',
    verifiedAt: new Date('2026-10-01T00:00:00Z'),
    ...values,
  };
}

export async function insertLeads(database: Database, rows: LeadValues[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await database.db
    .insert(leads)
    .values(rows.map((row) => leadValues(row)))
    .returning({ id: leads.id });
  return inserted.map((row) => row.id);
}
