import type { InvoiceSettings, UpdateInvoiceSettingsInput } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { invoiceSettings, type SellerSnapshot } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../activity/index.ts';

/** Until an Admin saves the seller details, documents carry this (the demo seeds its own). */
const UNSET_SELLER: SellerSnapshot = {
  legalName: 'LeadVault',
  address: '',
  registrationId: '',
  footer: '',
  numberPrefix: 'INV',
};

/** The demo's seller: a made-up company, so the demo's invoices show every field. */
export const DEMO_SELLER: SellerSnapshot = {
  legalName: 'LeadVault Demo Ltd',
  address: '12 Harbour Street\nDublin D02 X285\nIreland',
  registrationId: 'IE6388047V',
  footer:
    'VAT reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC). Thank you for your business.',
  numberPrefix: 'INV',
};

/** The seller details as they are now: what a document issued now snapshots. */
export async function currentSeller(db: DbOrTx): Promise<SellerSnapshot> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1)).limit(1);
  if (!row) return UNSET_SELLER;
  const { legalName, address, registrationId, footer, numberPrefix } = row;
  return { legalName, address, registrationId, footer, numberPrefix };
}

export async function getInvoiceSettings(db: DbOrTx): Promise<InvoiceSettings> {
  return currentSeller(db);
}

/** Saves the seller details and records who changed them; issued documents keep their copy. */
export async function updateInvoiceSettings(
  db: Db,
  actor: Actor,
  input: UpdateInvoiceSettingsInput,
): Promise<InvoiceSettings> {
  return db.transaction(async (tx) => {
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(invoiceSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: invoiceSettings.id, set: values });
    await recordActivity(tx, actor, {
      action: 'invoice-settings.update',
      entity: 'invoice-settings',
      entityId: '1',
      summary: 'Seller details for invoices changed',
      details: { numberPrefix: input.numberPrefix },
    });
    return input;
  });
}

/** The demo's seller details, once: an Admin's later edit is kept across restarts. */
export async function seedDemoSeller(db: DbOrTx): Promise<void> {
  await db
    .insert(invoiceSettings)
    .values({ id: 1, ...DEMO_SELLER })
    .onConflictDoNothing();
}
