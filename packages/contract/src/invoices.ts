import { z } from 'zod';
import { TEXT_MAX, text } from './text.ts';

/** The invoice number's prefix: `INV` makes `INV-2026-000001`. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;

/**
 * The seller details printed on every invoice and credit note (Admins edit them in the back
 * office). A change applies to documents issued afterwards only.
 */
export const InvoiceSettings = z.object({
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
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

export const UpdateInvoiceSettingsInput = InvoiceSettings;
export type UpdateInvoiceSettingsInput = z.infer<typeof UpdateInvoiceSettingsInput>;
