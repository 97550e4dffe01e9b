import {
  chmod,
  chown,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spoolDatabaseFile } from '../modules/deliveries/content-check.ts';
import { spoolCsv } from '../modules/lead-imports/csv.ts';
import { ensureSpoolFolder } from './spool-folder.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'spool-folder-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function* csv() {
  yield Buffer.from('Email\na@b.test\n');
}

describe('issue 25: spool folders', () => {
  it('makes a missing folder private to this user', async () => {
    const dir = path.join(root, 'fresh', 'imports');
    await ensureSpoolFolder(dir);
    const stats = await stat(dir);
    expect(stats.isDirectory()).toBe(true);
    expect(stats.mode & 0o077).toBe(0);
    // An existing, safe folder (mode 755, ours) is used as it is.
    const shared = path.join(root, 'shared');
    await mkdir(shared, { mode: 0o755 });
    await chmod(shared, 0o755);
    await expect(ensureSpoolFolder(shared)).resolves.toBeUndefined();
  });

  it('refuses a symbolic link, a file, a folder others may write in, and one of another user', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(elsewhere, { mode: 0o700 });
    const link = path.join(root, 'link');
    await symlink(elsewhere, link);
    await expect(ensureSpoolFolder(link)).rejects.toThrow(
      `Uploads are refused: the spool folder ${link} is not safe to use because it is a symbolic link.`,
    );
    const file = path.join(root, 'file');
    await writeFile(file, '');
    await expect(ensureSpoolFolder(file)).rejects.toThrow();
    const open = path.join(root, 'open');
    await mkdir(open);
    await chmod(open, 0o777);
    await expect(ensureSpoolFolder(open)).rejects.toThrow(/others may write in it \(mode 777\)/);
    await chmod(open, 0o775);
    await expect(ensureSpoolFolder(open)).rejects.toThrow(/others may write in it \(mode 775\)/);
    if (process.getuid?.() === 0) {
      const theirs = path.join(root, 'theirs');
      await mkdir(theirs, { mode: 0o700 });
      await chown(theirs, 65534, 65534);
      await expect(ensureSpoolFolder(theirs)).rejects.toThrow(/it belongs to user 65534/);
    }
  });

  it('is checked before a lead import or a database file is spooled: nothing is written', async () => {
    const elsewhere = path.join(root, 'target');
    await mkdir(elsewhere, { mode: 0o700 });
    const link = path.join(root, 'import-link');
    await symlink(elsewhere, link);
    await expect(spoolCsv(csv(), link, () => false)).rejects.toThrow(/symbolic link/);
    await expect(spoolDatabaseFile(csv(), link, () => false)).rejects.toThrow(/symbolic link/);
    expect(await readdir(elsewhere)).toEqual([]);
  });
});
