import { createHmac, randomBytes } from 'node:crypto';
import { SandboxError } from './errors.ts';
import type { SandboxAnswer } from './shapes.ts';
import { asRecord, safeEqual } from './values.ts';

/**
 * PayPal's OAuth 2 client-credentials grant, as the sandbox answers it: a token for the
 * sandbox's client id and secret, and the check of that token on every API call.
 */
export class SandboxOAuth {
  /** Tokens issued before this time (ms) are refused here (revokeTokens). */
  #tokensValidFrom = 0;

  constructor(
    private readonly options: {
      clientId: string;
      clientSecret: string;
      signingKey: Buffer;
      now: () => Date;
    },
  ) {}

  /**
   * Tokens carry their own expiry and are signed, so any process sharing the secret honours a
   * token another issued, and nothing has to be stored.
   */
  issueToken(authorization: string | undefined, body: unknown): SandboxAnswer {
    const [scheme, encoded] = (authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (
      scheme?.toLowerCase() !== 'basic' ||
      id !== this.options.clientId ||
      secret !== this.options.clientSecret
    ) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (asRecord(body)?.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
      };
    }
    const issuedAt = Math.max(this.options.now().getTime(), this.#tokensValidFrom);
    const expiresIn = 32_400;
    const claims = `${issuedAt}.${issuedAt + expiresIn * 1000}.${randomBytes(9).toString('base64url')}`;
    const token = `A21AA${Buffer.from(claims).toString('base64url')}.${this.mac(`token|${claims}`)}`;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-SANDBOX',
        expires_in: expiresIn,
        nonce: `${this.options.now().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  /** Throws 401 unless the header carries a token this sandbox signed and still honours. */
  authorize(authorization: string | undefined): void {
    const [scheme, token] = (authorization ?? '').split(' ');
    const [encoded, mac] = (token ?? '').replace(/^A21AA/, '').split('.');
    const claims = Buffer.from(encoded ?? '', 'base64url').toString('utf8');
    const [issuedAt, expiresAt] = claims.split('.').map(Number);
    const valid =
      scheme?.toLowerCase() === 'bearer' &&
      token?.startsWith('A21AA') &&
      mac !== undefined &&
      safeEqual(mac, this.mac(`token|${claims}`)) &&
      issuedAt !== undefined &&
      issuedAt >= this.#tokensValidFrom &&
      expiresAt !== undefined &&
      expiresAt > this.options.now().getTime();
    if (!valid) throw new SandboxError(401);
  }

  /** Refuses every token issued so far here, as if they had expired (tests: clients renew). */
  revokeTokens(): void {
    this.#tokensValidFrom = this.options.now().getTime() + 1;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.options.signingKey).update(text).digest('base64url');
  }
}
