import { escapeHtml } from '@leadvault/contract';
import { emailLayout, type MailMessage } from '../mail/index.ts';

const buttonStyle =
  'background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block';

export const OPT_OUT_SUBJECT = 'Confirm the removal of your address from LeadVault';

/** The confirmation link of a public opt-out, sent whether or not we hold the address. */
export function optOutEmail(input: { to: string; url: string }): MailMessage {
  const subject = OPT_OUT_SUBJECT;
  const text = [
    'Hello,',
    '',
    `Someone asked to remove ${input.to} from the business contacts that LeadVault sells.`,
    `Open this link within 24 hours to confirm: ${input.url}`,
    '',
    'Once you confirm, we erase the contact data we hold about this address and keep the address only on our suppression list, so that it is never added again.',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello,</p>
<p>Someone asked to remove <strong>${escapeHtml(input.to)}</strong> from the business contacts that LeadVault sells. Confirm within 24 hours:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.url)}" style="${buttonStyle}">Remove my address</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="font-size:13px;color:#475569">Once you confirm, we erase the contact data we hold about this address and keep the address only on our suppression list, so that it is never added again. If you did not ask for this, ignore this e-mail: nothing changes.</p>`,
    'You receive this e-mail because someone entered this address in the removal form of LeadVault.',
  );
  return { to: input.to, subject, text, html };
}
