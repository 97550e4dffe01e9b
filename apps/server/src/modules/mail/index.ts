export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export {
  emailLayout,
  escapeHtml,
  resetPasswordEmail,
  staffInvitationEmail,
  staffVerificationEmail,
} from './templates.ts';
