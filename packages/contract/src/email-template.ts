import { z } from 'zod';
import { text } from './text.ts';

// The order e-mail's template: what staff save, the placeholders it may use, and the one
// function that fills them (server mail, editor preview and test e-mail alike).

export const EMAIL_TEMPLATE_MAX_LENGTH = 200_000;
export const EMAIL_TEMPLATE_VERSIONS_KEPT = 20;
export const EMAIL_TEMPLATE_PLACEHOLDERS = [
  'customerName',
  'orderId',
  'packageName',
  'amount',
  'ordersUrl',
] as const;

export const TEMPLATE_SAVED_MESSAGE = 'Template saved successfully!';
export const TEMPLATE_SAVE_FAILED_MESSAGE = 'Failed to save the template.';

/** `POST /api/add-generate-email-template` (and the draft of "send a test to me"). */
export const SaveEmailTemplateInput = z.object({
  generateEmailTemplate: text({
    label: 'The template',
    max: EMAIL_TEMPLATE_MAX_LENGTH,
    required: "Enter the template's HTML.",
  }),
});
export type SaveEmailTemplateInput = z.infer<typeof SaveEmailTemplateInput>;

export const EmailTemplateVersion = z.object({
  _id: z.string(),
  generateEmailTemplate: z.string(),
  /** Who saved it ('' when that account is gone). */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type EmailTemplateVersion = z.infer<typeof EmailTemplateVersion>;

/** `GET /api/email-template`: the template in use (null: the built-in one) and the default. */
export const EmailTemplateState = z.object({
  current: EmailTemplateVersion.nullable(),
  defaultTemplate: z.string(),
  placeholders: z.array(z.string()),
});
export type EmailTemplateState = z.infer<typeof EmailTemplateState>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What the order e-mail fills in, by placeholder name. */
export type OrderEmailValues = Record<(typeof EMAIL_TEMPLATE_PLACEHOLDERS)[number], string>;

/** Example values for the editor's preview and the test e-mail. */
export function sampleOrderEmailValues(siteUrl: string): OrderEmailValues {
  return {
    customerName: 'Ada Lovelace',
    orderId: 'TEST1234',
    packageName: 'Starter Leads',
    amount: '$49.00',
    ordersUrl: `${siteUrl}/user-dashboard/my-orders/`,
  };
}

/** Text made safe to place inside HTML (element content or a quoted attribute). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The order e-mail's template filled in: each known placeholder (`{{customerName}}`,
 * `{{ orderId }}`...) becomes its HTML-escaped value, any other `{{...}}` stays as written. The
 * one renderer of the mail the server sends and the preview the editor shows.
 */
export function renderOrderTemplate(html: string, values: OrderEmailValues): string {
  return html.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as keyof OrderEmailValues]) : placeholder,
  );
}

/**
 * The `{{...}}` placeholders of a template that the order e-mail does not fill (a misspelt
 * `{{customerNmae}}` would reach customers as written), each once, in the order they appear.
 */
export function unknownPlaceholders(html: string): string[] {
  const known = new Set<string>(EMAIL_TEMPLATE_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const [placeholder, name = ''] of html.matchAll(PLACEHOLDER)) {
    if (!known.has(name)) unknown.add(placeholder);
  }
  return [...unknown];
}

export const SaveEmailTemplateResult = z.object({
  message: z.string(),
  template: EmailTemplateVersion,
  /**
   * Placeholders of the saved template the e-mail does not fill (`unknownPlaceholders`): the
   * save goes through, and the editor warns about them.
   */
  unknownPlaceholders: z.array(z.string()),
});
export type SaveEmailTemplateResult = z.infer<typeof SaveEmailTemplateResult>;

/** `POST /api/email-template/test`: a draft to try (else the template in use). */
export const TestEmailTemplateInput = z.object({
  generateEmailTemplate: SaveEmailTemplateInput.shape.generateEmailTemplate.optional(),
});
export type TestEmailTemplateInput = z.infer<typeof TestEmailTemplateInput>;

export const TestEmailTemplateResult = z.object({ sentTo: z.string() });
export type TestEmailTemplateResult = z.infer<typeof TestEmailTemplateResult>;
