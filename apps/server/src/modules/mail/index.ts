export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { emailLayout, escapeHtml, resetPasswordEmail } from './templates.ts';
