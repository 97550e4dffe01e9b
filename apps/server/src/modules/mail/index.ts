export { createMailer, type Mailer, MailNotSentError } from './mailer.ts';
export {
  customerVerificationEmail,
  emailLayout,
  existingAccountSignUpEmail,
  resetPasswordEmail,
  staffInvitationEmail,
  staffVerificationEmail,
} from './templates.ts';
export { createMailTransport, type MailAttachment, type MailMessage } from './transport.ts';
