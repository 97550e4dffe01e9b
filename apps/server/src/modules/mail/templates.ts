import { escapeHtml } from '@leadvault/contract';
import type { MailMessage } from './transport.ts';

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

const buttonStyle =
  'background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block';

type StaffMailInput = { to: string; name: string; role: 'Admin' | 'Manager'; url: string };

/**
 * Asks a staff address to prove it is theirs. The link works only while signed in to the
 * account of this address, so the owner of the mailbox cannot hand the role to an account
 * someone else made with their address; a password reset through this address also proves it.
 */
export function staffVerificationEmail(input: StaffMailInput & { resetUrl: string }): MailMessage {
  const subject = `Confirm your e-mail address for your LeadVault ${input.role} access`;
  const text = [
    `Hello ${input.name},`,
    '',
    `You have the ${input.role} role in the LeadVault back office. It applies once you confirm that ${input.to} is yours.`,
    `Sign in to LeadVault with ${input.to}, then open this link within 48 hours: ${input.url}`,
    '',
    `Cannot sign in with this address (you did not create that account)? Reset its password here: ${input.resetUrl} — a reset through this address also confirms it and signs everyone else out.`,
    '',
    'If you did not expect this, ignore this e-mail: nothing changes.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>You have the <strong>${escapeHtml(input.role)}</strong> role in the LeadVault back office. It applies once you confirm that <strong>${escapeHtml(input.to)}</strong> is yours.</p>
<p>Sign in to LeadVault with this address, then open the link within 48 hours:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.url)}" style="${buttonStyle}">Confirm my address</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="font-size:13px;color:#475569">Cannot sign in with this address (you did not create that account)? <a href="${escapeHtml(input.resetUrl)}">Reset its password</a>: a reset through this address also confirms it and signs everyone else out.</p>
<p style="font-size:13px;color:#475569">If you did not expect this, ignore this e-mail: nothing changes.</p>`,
    'You receive this e-mail because an Admin put this address on the LeadVault staff list.',
  );
  return { to: input.to, subject, text, html };
}

/** Invites a staff address that has no account yet to sign up with it. */
export function staffInvitationEmail(input: StaffMailInput): MailMessage {
  const subject = `You are invited to the LeadVault back office as ${input.role}`;
  const text = [
    `Hello ${input.name},`,
    '',
    `An Admin gave ${input.to} the ${input.role} role in the LeadVault back office.`,
    `Create your account with this same address: ${input.url}`,
    'We then e-mail you a link to confirm the address; your access starts once you open it.',
    '',
    'If you did not expect this, ignore this e-mail.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>An Admin gave <strong>${escapeHtml(input.to)}</strong> the <strong>${escapeHtml(input.role)}</strong> role in the LeadVault back office.</p>
<p>Create your account with this same address:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.url)}" style="${buttonStyle}">Create my account</a></p>
<p style="font-size:13px;color:#475569">We then e-mail you a link to confirm the address; your access starts once you open it.</p>
<p style="font-size:13px;color:#475569">If you did not expect this, ignore this e-mail.</p>`,
    'You receive this e-mail because an Admin put this address on the LeadVault staff list.',
  );
  return { to: input.to, subject, text, html };
}

/**
 * Asks a new customer to prove the address (their free credits wait for it). Like the staff
 * link, it works only while signed in to the account it was made for.
 */
export function customerVerificationEmail(input: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const subject = 'Verify your e-mail address for LeadVault';
  const text = [
    `Hello ${input.name},`,
    '',
    `Please confirm that ${input.to} is yours. Your 5 free credits can be spent once you do.`,
    `Sign in to LeadVault with this address, then open this link within 48 hours: ${input.url}`,
    '',
    'If you did not create a LeadVault account, ignore this e-mail: nothing changes.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>Please confirm that <strong>${escapeHtml(input.to)}</strong> is yours. Your 5 free credits can be spent once you do.</p>
<p>Sign in to LeadVault with this address, then open the link within 48 hours:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.url)}" style="${buttonStyle}">Verify my e-mail</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.url)}</span></p>
<p style="font-size:13px;color:#475569">If you did not create a LeadVault account, ignore this e-mail: nothing changes.</p>`,
    'You receive this e-mail because someone created a LeadVault account with this address.',
  );
  return { to: input.to, subject, text, html };
}

/**
 * Tells the owner of an address that someone tried to sign up with it. Sign-up answers as for
 * a new account (nobody learns who is a customer), so this mail is how the owner finds out.
 */
export function existingAccountSignUpEmail(input: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  const subject = 'Someone tried to sign up with your e-mail address';
  const text = [
    `Hello ${input.name},`,
    '',
    `Someone tried to create a LeadVault account with ${input.to}, which already has one. No new account was made.`,
    `If it was you: sign in here: ${input.signInUrl}`,
    `Forgot your password? Reset it here: ${input.resetUrl}`,
    '',
    'If it was not you, ignore this e-mail: your account stays as it is.',
  ].join('\n');
  const html = emailLayout(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone tried to create a LeadVault account with <strong>${escapeHtml(input.to)}</strong>, which already has one. No new account was made.</p>
<p>If it was you, sign in:</p>
<p style="padding:8px 0"><a href="${escapeHtml(input.signInUrl)}" style="${buttonStyle}">Sign in</a></p>
<p style="font-size:13px;color:#475569">Forgot your password? <a href="${escapeHtml(input.resetUrl)}">Reset it</a>.</p>
<p style="font-size:13px;color:#475569">If it was not you, ignore this e-mail: your account stays as it is.</p>`,
    'You receive this e-mail because of an action on your LeadVault account.',
  );
  return { to: input.to, subject, text, html };
}
