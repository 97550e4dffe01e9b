import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import {
  PayPalSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_PATH,
  SANDBOX_WEBHOOK_ID,
} from '../../paypal-sandbox/index.ts';
import { createPayPalClient, type FetchInit, type PayPalClient } from './paypal-client.ts';

/** How this server pays: PayPal, the local sandbox, or not at all. */
export type PayPalSetup = {
  /** Undefined when payments are not configured (production without PayPal credentials). */
  client: PayPalClient | undefined;
  /** The client id the browser's JS SDK is loaded with. */
  clientId: string | undefined;
  /** The JS SDK to load: PayPal's, or the sandbox's stand-in (same origin). */
  sdkUrl: string;
  /** Our webhook's id at PayPal, to verify its events. */
  webhookId: string | undefined;
  /** The local sandbox, when it stands in for PayPal. */
  sandbox: PayPalSandbox | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    paypal: PayPalSetup;
  }
}

const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
/** PayPal's own test environment: never real money unless PAYPAL_API_BASE says otherwise. */
const DEFAULT_PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com';
const WEBHOOK_PATH = '/api/paypal/webhook';

type AppLike = {
  inject: FastifyInstance['inject'];
  log: FastifyBaseLogger;
  database: Pick<Database, 'db'>;
};

/**
 * With PayPal credentials, a client for PayPal. Otherwise (when the config allows it) the local
 * sandbox, mounted on this very app: the client reaches it through `localFetch`, which answers
 * this app's own URLs in-process with `app.inject`, so it works under tests and before listening.
 */
export function setUpPayPal(app: AppLike, config: Config): PayPalSetup {
  if (config.paypal.sandbox) {
    const apiBase = `${config.publicUrl}${SANDBOX_PATH}`;
    const fetch = localFetch(app, config.publicUrl);
    const webhookId = config.paypal.webhookId ?? SANDBOX_WEBHOOK_ID;
    const sandbox = new PayPalSandbox({
      // Its orders live in the database and its tokens and events are signed with the auth
      // secret, so every server process sharing the database is the same sandbox (018).
      db: app.database.db,
      secret: config.authSecret,
      baseUrl: apiBase,
      webhook: { id: webhookId, url: `${config.publicUrl}${WEBHOOK_PATH}` },
      deliver: fetch,
      log: app.log,
    });
    return {
      client: createPayPalClient({
        clientId: SANDBOX_CLIENT_ID,
        clientSecret: SANDBOX_CLIENT_SECRET,
        apiBase,
        fetch,
      }),
      clientId: SANDBOX_CLIENT_ID,
      sdkUrl: `${SANDBOX_PATH}/sdk/js`,
      webhookId,
      sandbox,
    };
  }
  const { clientId, clientSecret, apiBase, webhookId } = config.paypal;
  if (!clientId || !clientSecret) {
    return {
      client: undefined,
      clientId: undefined,
      sdkUrl: PAYPAL_SDK_URL,
      webhookId,
      sandbox: undefined,
    };
  }
  return {
    client: createPayPalClient({
      clientId,
      clientSecret,
      apiBase: apiBase ?? DEFAULT_PAYPAL_API_BASE,
    }),
    clientId,
    sdkUrl: PAYPAL_SDK_URL,
    webhookId,
    sandbox: undefined,
  };
}

/** `fetch` that answers this app's own URLs in-process (app.inject); others go to the network. */
function localFetch(
  app: Pick<AppLike, 'inject'>,
  publicUrl: string,
): (url: string, init: FetchInit) => Promise<Response> {
  const origin = new URL(publicUrl).origin;
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, init);
    const answer = await app.inject({
      method: init.method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      payload: init.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}
