import type { MailMessage } from './mailer.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The frame of every e-mail we send: brand header, white card, and why the reader got it. */
export function emailLayout(title: string, bodyHtml: string, reason: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4338ca;padding-bottom:16px">LeadVault</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
</table>
<p style="font-size:12px;color:#64748b">${escapeHtml(reason)}</p>
</td></tr></table></body></html>`;
}

export function resetPasswordEmail(input: { to: string; name: string; url: string }): MailMessage {
  const subject = 'Reset your LeadVault password';
  const text = [
    `Hello ${input.name},`,
    '',
    'Someone asked to reset the password of your LeadVault account.',
    `Open this link within one hour to choose a new password: ${input.url}`,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone asked to reset the password of your LeadVault account. Choose a new password within one hour:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">Choose a new password</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="font-size:13px;color:#475569">The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
    'You receive this e-mail because of an action on your LeadVault account.',
  );
  return { to: input.to, subject, text, html };
}
