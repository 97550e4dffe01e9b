import { z } from 'zod';
import { TEXT_MAX, text } from './text.ts';

/** The invoice number's prefix: `INV` makes `INV-2026-000001`. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;

/**
 * The seller details printed on every invoice and credit note (Admins edit them in the back
 * office). A change applies to documents issued afterwards only.
 */
export const UpdateInvoiceSettingsInput = z.object({
  legalName: text({ label: 'Legal name', max: TEXT_MAX.name, required: 'Legal name is required.' }),
  address: text({ label: 'Address', max: 500, required: 'Address is required.' }),
  registrationId: text({
    label: 'VAT or registration ID',
    max: 40,
    required: 'VAT or registration ID is required.',
  }),
  footer: text({ label: 'Invoice footer', max: 500 }),
  numberPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(INVOICE_PREFIX_PATTERN, 'Invoice number prefix: 1 to 10 letters or digits, e.g. INV.'),
});
export type UpdateInvoiceSettingsInput = z.infer<typeof UpdateInvoiceSettingsInput>;

/** The seller details as saved (empty fields until an Admin first saves them). */
export const InvoiceSettings = z.object({
  legalName: z.string(),
  address: z.string(),
  registrationId: z.string(),
  footer: z.string(),
  numberPrefix: z.string(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;
