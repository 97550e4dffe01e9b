import { setTimeout } from 'node:timers/promises';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { purgeIdempotencyKeysHourly } from './lib/idempotency.ts';
import { withLoggableErrors } from './lib/loggable-error.ts';
import { createSignals, type Signals } from './lib/notify.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { activityRoutes } from './modules/activity/index.ts';
import { apiKeyAuthPlugin, apiKeyRoutes } from './modules/api-keys/index.ts';
import { authPlugin } from './modules/auth/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { creditRoutes } from './modules/credits/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { deliveryRoutes } from './modules/deliveries/index.ts';
import { discountCodeRoutes } from './modules/discounts/index.ts';
import { emailTemplateRoutes } from './modules/email-templates/index.ts';
import { enrichmentRoutes, registerEnrichmentJob } from './modules/enrichments/index.ts';
import { finderRoutes } from './modules/finder/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceSettingsRoutes } from './modules/invoices/index.ts';
import { JobQueue } from './modules/jobs/index.ts';
import { leadImportRoutes, registerLeadImportJob } from './modules/lead-imports/index.ts';
import { leadSelectionRoutes, registerSelectionJob } from './modules/lead-selection/index.ts';
import { adminLeadRoutes, leadPreviewRoutes, leadRoutes } from './modules/leads/index.ts';
import { createMailer, createMailTransport, type Mailer } from './modules/mail/index.ts';
import { optOutRoutes } from './modules/opt-out/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { packageRoutes, watchSegmentAvailability } from './modules/packages/index.ts';
import { paymentRoutes, setUpPayPal } from './modules/payments/index.ts';
import { profileRoutes, sessionRoutes } from './modules/profiles/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/index.ts';
import { registerCutJob, segmentRoutes } from './modules/segments/index.ts';
import { suppressionRoutes } from './modules/suppressions/index.ts';
import { registerUploadChores, uploadRoutes } from './modules/uploads/index.ts';
import { userRoutes } from './modules/users/index.ts';
import {
  bounceRoutes,
  ChecksNow,
  createVerifier,
  queueImportChecks,
  registerRecheck,
  registerVerificationJob,
  type Verifier,
  verificationRoutes,
} from './modules/verification/index.ts';
import {
  checkingThroughSandbox,
  startMailSandbox,
} from './modules/verification/mail-sandbox/index.ts';
import { paypalSandboxRoutes, SANDBOX_PATH } from './paypal-sandbox/index.ts';
import { docsPlugin } from './plugins/docs.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { OneLinePerRequest, requestLogSerializers } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';
import { unsafeTextGuard } from './plugins/unsafe-text.ts';
import { webPlugin } from './plugins/web.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built web app; without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * The job queue's polling (default 1000 ms). Tests pass `false`: several test apps share one
   * database, and each runs only the jobs it queued itself (wake-ups and `app.jobs.drain()`).
   */
  jobs?: { pollIntervalMs?: number | false };
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Durable background jobs (modules/jobs): mail, imports, webhook follow-ups. */
    jobs: JobQueue;
    /** Tells other server processes what changed in memory (LISTEN/NOTIFY on PostgreSQL). */
    signals: Signals;
    /** Checks e-mail addresses by VERIFY_METHOD (modules/verification). */
    verifier: Verifier;
    /** Checks a caller waits for, bounded, one at a time per lead (reveals, bounce reports). */
    checksNow: ChecksNow;
    /** The packages' answers and sale prices (modules/packages/catalog.ts). */
    catalogCache: ResponseCache;
  }
}

const ONE_MEGABYTE = 1024 * 1024;

/** Builds the whole server without listening: main.ts listens, tests call app.inject. */
export async function buildApp({
  config,
  database,
  webRoot,
  logger = false,
  jobs: jobOptions,
}: AppOptions) {
  const app = Fastify({
    logger: withLoggableErrors(logger, requestLogSerializers),
    // One line per request instead of two (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    // The proxies' addresses (TRUST_PROXY), never `true` or a hop count: see config.ts.
    trustProxy: config.trustProxy,
    bodyLimit: ONE_MEGABYTE,
    return503OnClosing: true,
    // A bad or over-long address, refused before routing: our body and headers all the same.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const signals = createSignals(database, app.log);
  // Processes that poll also wake each other on enqueue (NOTIFY, delivered at commit). Test apps
  // do not poll: each runs only the jobs it queued, so they neither announce nor listen.
  const wakesOthers = jobOptions?.pollIntervalMs !== false;
  // Started once the app is ready (main.ts listens, tests call ready); stopped on close.
  const jobs = new JobQueue({
    db: database.db,
    log: app.log,
    pollIntervalMs: jobOptions?.pollIntervalMs,
    announce: wakesOthers ? (db, kind) => signals.publishIn(db, 'jobs', kind) : undefined,
  });
  if (wakesOthers) {
    signals.subscribe((signal) => {
      if (signal.topic === 'jobs') jobs.wake();
    });
  }
  const mailer = createMailer({
    jobs,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    }),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  app.decorate('signals', signals);
  app.decorate('catalogCache', new ResponseCache(signals));
  // Our own e-mail checks: the verifier and its background job, whoever queues the checks.
  // In the demo, its leads' domains are answered by the mail sandbox inside this process (039).
  const sandbox = config.verification.mailSandbox ? await startMailSandbox() : undefined;
  const verifier = createVerifier(
    sandbox ? checkingThroughSandbox(config.verification, sandbox) : config.verification,
    database.db,
  );
  app.decorate('verifier', verifier);
  const checksNow = new ChecksNow({
    db: database.db,
    verifier,
    jobs,
    config: config.verification,
    log: app.log,
  });
  app.decorate('checksNow', checksNow);
  registerVerificationJob(jobs, database.db, verifier, config.verification);
  registerRecheck(app, database.db, jobs, config.verification);
  app.addHook('onClose', async () => {
    // Checks a reveal left running end within their own time limits; a closing app waits a little.
    await Promise.race([checksNow.settled(), setTimeout(5_000, undefined, { ref: false })]);
    await sandbox?.close();
  });
  app.addHook('onReady', () => signals.start());
  app.addHook('onClose', () => signals.close());

  await app.register(errorsPlugin);
  await app.register(unsafeTextGuard);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  // `Authorization: Bearer lv_…` on the routes marked `apiKey` (LEADS.md "or API key").
  await app.register(apiKeyAuthPlugin);

  // Route plugins read what they need from the app's decorations (config, database, mailer,
  // jobs, paypal): registering one is its prefix, and nothing else.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(activityRoutes, { prefix: '/api' });
  // -- content area (public site) registers here --
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(packageRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  // -- purchase area (orders, payments, uploads) registers here --
  // PayPal, or the local PayPal sandbox mounted here when there are no credentials (004).
  const paypal = setUpPayPal(app, config);
  app.decorate('paypal', paypal);
  if (paypal.sandbox) {
    await app.register(paypalSandboxRoutes, { prefix: SANDBOX_PATH, sandbox: paypal.sandbox });
  }
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(discountCodeRoutes, { prefix: '/api' });
  await app.register(uploadRoutes);
  registerUploadChores(app);
  // Package databases: hosted files, signed downloads and the delivery record (issue 11).
  await app.register(deliveryRoutes, { prefix: '/api' });
  await app.register(segmentRoutes, { prefix: '/api' });
  registerCutJob(app.jobs, {
    db: database.db,
    checksNow: app.checksNow,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  watchSegmentAvailability(app, database.db, app.catalogCache);
  // -- Find Leads (LEADS.md): search, reveal with credits, lists, exports, the credit ledger --
  await app.register(leadRoutes, { prefix: '/api' });
  // Signed-out visitors' preview of the search (issue 30): public, limited per address.
  await app.register(leadPreviewRoutes, { prefix: '/api' });
  // "Select all N results": whole-search reveal, list and export as a job (issue 30).
  registerSelectionJob(jobs, { db: database.db, checksNow: app.checksNow });
  await app.register(leadSelectionRoutes, { prefix: '/api' });
  purgeIdempotencyKeysHourly(app);
  // A revealed e-mail that bounces is re-checked and, unless still deliverable, refunded.
  await app.register(bounceRoutes, { prefix: '/api' });
  await app.register(finderRoutes, { prefix: '/api' });
  await app.register(companyRoutes, { prefix: '/api' });
  registerEnrichmentJob(jobs, {
    db: database.db,
    verifier: app.verifier,
    checksNow: app.checksNow,
  });
  await app.register(enrichmentRoutes, { prefix: '/api' });
  await app.register(savedSearchRoutes, { prefix: '/api' });
  await app.register(creditRoutes, { prefix: '/api' });
  // Suppression, the public opt-out and API keys (issue 13).
  await app.register(apiKeyRoutes, { prefix: '/api' });
  await app.register(suppressionRoutes, { prefix: '/api' });
  await app.register(optOutRoutes, { prefix: '/api' });
  // Checks of the leads each import inserted or updated, queued as it finishes (issue 26).
  registerLeadImportJob(
    jobs,
    database.db,
    config.verification.method === 'off'
      ? undefined
      : (tx, importId) => queueImportChecks(tx, jobs, importId),
  );
  await app.register(leadImportRoutes, { prefix: '/api' });
  await app.register(adminLeadRoutes, { prefix: '/api' });
  await app.register(verificationRoutes, { prefix: '/api' });
  // -- back office (staff users, dashboard, e-mail template) registers here --
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(emailTemplateRoutes, { prefix: '/api' });
  await app.register(invoiceSettingsRoutes, { prefix: '/api' });

  await app.register(webPlugin, { webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
