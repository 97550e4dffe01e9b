import { randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';
/** How often the holder touches its lock file, for processes that cannot see its pid. */
const HEARTBEAT_MS = 10_000;
/** A holder we cannot see (another host or container) counts as gone after this long unseen. */
export const UNSEEN_HOLDER_STALE_MS = 30_000;

/** What a lock file says about the process that holds it. */
export type LockHolder = {
  pid: number;
  /** Tells our own lock file from one another process wrote since. */
  token: string;
  /** Where `pid` means something: this boot and pid namespace (Linux), else the host name. */
  scope: string;
  /** The process's start time as the kernel counts it, so a reused pid is not taken for it. */
  startTime: string | undefined;
  hostname: string;
  since: string;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    const where = holder.scope === processScope() ? '' : ` on ${holder.hostname}`;
    super(
      `The data folder ${dataDir} is in use by another LeadVault server ` +
        `(pid ${holder.pid}${where}, running since ${holder.since}).\n` +
        'Two servers on one embedded database split its data: stop that server first, ' +
        'or give this one its own DATA_DIR.\n' +
        `(Lock file: ${file}. Remove it by hand only if no such server is running.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release(): void };

/**
 * Takes the data folder for this process, or throws DataDirLockedError naming the process that
 * has it. A lock left by a process that died (kill -9, a crash) is taken over: on one machine
 * the pid is checked (with its start time, so a reused pid does not count), and a holder we
 * cannot see, such as another container on a shared volume, counts as gone once its heartbeat
 * is older than UNSEEN_HOLDER_STALE_MS.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = {
    pid: process.pid,
    token: randomUUID(),
    scope: processScope(),
    startTime: startTimeOf(process.pid),
    hostname: os.hostname(),
    since: new Date().toISOString(),
  };
  // Written whole first, then linked into place: link fails if the lock exists, and the lock
  // never appears half-written to a process reading it.
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        return holdLock(file, me.token);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readLock(file);
      if (!found) continue;
      if (found.holder && isAlive(found.holder, file)) {
        throw new DataDirLockedError(dataDir, found.holder, file);
      }
      removeIfUnchanged(file, found.text);
    }
    throw new Error(`Could not lock the data folder ${dataDir}: its lock file keeps changing.`);
  } finally {
    unlinkSync(draft);
  }
}

function holdLock(file: string, token: string): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // The folder went away; nothing left to keep fresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      const found = readLock(file);
      if (found?.holder?.token === token) removeIfUnchanged(file, found.text);
    },
  };
}

/** The lock file's text and holder (undefined when the file is damaged); undefined if none. */
function readLock(file: string): { holder: LockHolder | undefined; text: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { holder: Number.isInteger(holder.pid) ? holder : undefined, text };
  } catch {
    return { holder: undefined, text };
  }
}

function isAlive(holder: LockHolder, file: string): boolean {
  if (holder.scope !== processScope()) {
    const touched = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    return touched !== undefined && Date.now() - touched < UNSEEN_HOLDER_STALE_MS;
  }
  // Same pid as ours in the same scope: an earlier life of this very pid (a container restart).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const startTime = startTimeOf(holder.pid);
  return !(holder.startTime && startTime && startTime !== holder.startTime);
}

function removeIfUnchanged(file: string, text: string) {
  try {
    if (readFileSync(file, 'utf8') === text) unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

let scope: string | undefined;
/** Where a pid names one process: the boot and pid namespace on Linux, else the host. */
export function processScope(): string {
  if (scope) return scope;
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    scope = `${boot}/${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    scope = os.hostname();
  }
  return scope;
}

/** Field 22 of /proc/<pid>/stat (Linux), after the command name, which may hold spaces. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
