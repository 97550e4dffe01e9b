export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { resetPasswordEmail } from './templates.ts';
