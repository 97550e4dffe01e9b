export {
  createMailer,
  MAIL_JOB,
  MAIL_MAX_ATTEMPTS,
  type Mailer,
  MailNotSentError,
  type MailOutcome,
} from './mailer.ts';
export {
  emailLayout,
  resetPasswordEmail,
  staffInvitationEmail,
  staffVerificationEmail,
} from './templates.ts';
export {
  createMailTransport,
  isPermanentMailError,
  type MailMessage,
  type MailTransport,
} from './transport.ts';
