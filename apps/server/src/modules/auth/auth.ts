import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@leadvault/contract';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { account, rateLimit, session, user, verification } from '../../db/schema/index.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { existingAccountSignUpEmail, type Mailer, resetPasswordEmail } from '../mail/index.ts';
import {
  afterAccountChange,
  afterPasswordReset,
  verifyOnlyOwnAccount,
} from './email-verification.ts';
import { mailVerification, VERIFICATION_LINK_TTL_SECONDS } from './staff-verification.ts';

/** The header our bridge fills with Fastify's view of the client address (never the client's). */
export const CLIENT_IP_HEADER = 'x-leadvault-client-ip';

const ONE_HOUR_IN_SECONDS = 60 * 60;
/** "Someone tried to sign up with your address" mails: at most this many per address. */
const EXISTING_SIGN_UP_MAILS = { max: 3, windowMs: 60 * 60_000 };

export type AuthDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  trustedOrigins: string[];
};

export function createAuth({ config, database, mailer, trustedOrigins }: AuthDeps) {
  const db = database.db;
  return betterAuth({
    appName: 'LeadVault',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike whether or not the address already has an account (200,
      // `{ token: null, user }`, no cookie: better-auth's generic answer once autoSignIn is off),
      // so nobody learns who is a customer; the web app then signs the new person in with the
      // password just chosen. The owner of an existing address gets a mail instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: existing }) => {
        // Silently capped per address, so the form cannot be used to flood someone's inbox.
        const allowed = await hitRateLimit(
          database,
          `existing-sign-up:${existing.email.toLowerCase()}`,
          EXISTING_SIGN_UP_MAILS,
        );
        if (!allowed.allowed) return;
        await mailer.send(
          db,
          existingAccountSignUpEmail({
            to: existing.email,
            name: existing.name,
            signInUrl: `${config.publicUrl}/login`,
            resetUrl: `${config.publicUrl}/reset`,
          }),
        );
      },
      resetPasswordTokenExpiresIn: ONE_HOUR_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Customers use the store straight after sign-up; staff roles (roleForUser), API keys and
      // the free sign-up credits wait for a proven address.
      requireEmailVerification: false,
      sendResetPassword: async ({ user: account, token }) => {
        const url = `${config.publicUrl}/update-password?token=${encodeURIComponent(token)}`;
        // Queued (modules/jobs): retried while the SMTP server is away; answers at once.
        await mailer.send(db, resetPasswordEmail({ to: account.email, name: account.name, url }));
      },
      // The reset link went to the address and its user chose the password (every other
      // session ended): that proves the address as well as a verification link does. Every API
      // key ends too, as the sessions do.
      onPasswordReset: async ({ user: account }) => afterPasswordReset(db, account.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user: account, token }) => {
        await mailVerification({ db, mailer, publicUrl: config.publicUrl }, account, token);
      },
    },
    hooks: { before: verifyOnlyOwnAccount, after: afterAccountChange(db) },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        '/verify-email': { window: 60, max: 10 },
        '/get-session': false,
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      // Explicit, because better-auth turns the origin check off by itself under NODE_ENV=test.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
