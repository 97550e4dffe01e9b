import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  type LockHolder,
  lockDataDir,
  processScope,
  startTimeOf,
  UNSEEN_HOLDER_STALE_MS,
} from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'leadvault-lock-'));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another live process on this machine, standing in for a second server. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

function writeLock(dir: string, holder: Partial<LockHolder>) {
  const full: LockHolder = {
    pid: 0,
    token: 'their-token',
    scope: processScope(),
    startTime: undefined,
    hostname: os.hostname(),
    since: '2026-01-01T00:00:00.000Z',
    ...holder,
  };
  writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(full));
}

function lockError(dir: string): DataDirLockedError {
  try {
    lockDataDir(dir).release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the data folder was locked although another process holds it');
}

describe('lockDataDir', () => {
  it('writes a lock naming this process and removes it on release', () => {
    const dir = path.join(freshDir(), 'not', 'yet', 'there');
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(lock.file, 'utf8')) as LockHolder;
    expect(holder.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(lockDataDir(dir).release()).toBeUndefined();
  });

  it('refuses a folder held by a live process, naming the folder and its pid', async () => {
    const dir = freshDir();
    const holder = await otherProcess();
    writeLock(dir, { pid: holder.pid, startTime: startTimeOf(holder.pid) });
    const error = lockError(dir);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${holder.pid}`);
    expect(error.message).toContain('DATA_DIR');
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = freshDir();
    const holder = await otherProcess();
    writeLock(dir, { pid: holder.pid, startTime: startTimeOf(holder.pid) });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!startTimeOf(process.pid))(
    'does not take a reused pid for the holder (start times differ)',
    async () => {
      const dir = freshDir();
      const stranger = await otherProcess();
      writeLock(dir, { pid: stranger.pid, startTime: '1' });
      lockDataDir(dir).release();
    },
  );

  it('leaves the release of a lock someone else now holds alone', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: 1, token: 'taken-over' });
    lock.release();
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).token).toBe('taken-over');
  });

  it('judges a holder it cannot see (another host or container) by its heartbeat', () => {
    const dir = freshDir();
    writeLock(dir, { pid: 4242, scope: 'another-machine', hostname: 'web-2' });
    expect(lockError(dir).message).toContain('pid 4242 on web-2');
    const file = path.join(dir, LOCK_FILE_NAME);
    const longAgo = new Date(Date.now() - UNSEEN_HOLDER_STALE_MS - 5_000);
    utimesSync(file, longAgo, longAgo);
    lockDataDir(dir).release();
  });

  it('takes over a damaged lock file', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '{"pid":');
    lockDataDir(dir).release();
  });
});
