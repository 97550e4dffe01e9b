import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * Housekeeping that runs once the app is ready and then every hour until it closes (expired
 * keys, abandoned uploads): `chore` answers how many things it removed, logged when any; a
 * failure is logged and the next hour tries again. Every process runs its own: each chore is a
 * conditional delete, so two at once remove each thing once.
 */
export function hourlyChore(
  app: FastifyInstance,
  what: string,
  chore: () => Promise<number>,
  { everyMs = HOUR_MS, before }: { everyMs?: number; before?: () => Promise<void> } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await chore();
      if (removed > 0) app.log.info({ removed }, what);
    } catch (error) {
      app.log.warn({ err: error }, `${what}: failed, tried again in an hour`);
    }
  };
  app.addHook('onReady', async () => {
    await before?.();
    void run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
