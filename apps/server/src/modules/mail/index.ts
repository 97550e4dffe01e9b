export { createMailer, type Mailer, MailNotSentError } from './mailer.ts';
export {
  customerVerificationEmail,
  emailLayout,
  existingAccountSignUpEmail,
  resetPasswordEmail,
  staffInvitationEmail,
  staffVerificationEmail,
} from './templates.ts';
export { createMailTransport, type MailMessage } from './transport.ts';
