import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Housekeeping that runs once the app is ready and then every hour (or `everyMs`) until it
 * closes (expired keys, abandoned uploads): `chore` answers how many things it removed (or, with
 * `countAs`, did), logged when any; a failure is logged and the next run tries again. Every
 * process runs its own: each chore is a conditional delete, or claims its period
 * (once-per-period.ts), so two at once do each thing once.
 */
export function hourlyChore(
  app: FastifyInstance,
  what: string,
  chore: () => Promise<number>,
  {
    everyMs = HOUR_MS,
    before,
    countAs = 'removed',
    atReady = true,
  }: {
    everyMs?: number;
    before?: () => Promise<void>;
    countAs?: string;
    /** Also run once when the app is ready (false: first after `everyMs`). */
    atReady?: boolean;
  } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const count = await chore();
      if (count > 0) app.log.info({ [countAs]: count }, what);
    } catch (error) {
      app.log.warn({ err: error }, `${what}: failed, tried again at the next run`);
    }
  };
  app.addHook('onReady', async () => {
    await before?.();
    if (atReady) void run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
