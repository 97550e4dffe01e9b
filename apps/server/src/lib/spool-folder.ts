import { lstat, mkdir } from 'node:fs/promises';

/**
 * Makes (when missing) and checks a folder that uploads are spooled to before they are stored.
 * It usually sits in the shared temporary folder, where another local user could have made it
 * first — a symbolic link to elsewhere, or a folder of theirs they can read and replace our files
 * in. So it must be a real directory (not a link), owned by this process's user, writable by
 * nobody else; otherwise the upload is refused with an error naming the folder and the problem
 * (logged; the client gets the generic 500).
 */
export async function ensureSpoolFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stats = await lstat(dir);
  const problem = stats.isSymbolicLink()
    ? 'it is a symbolic link'
    : !stats.isDirectory()
      ? 'it is not a directory'
      : process.getuid && stats.uid !== process.getuid()
        ? `it belongs to user ${stats.uid}, not to this process's user ${process.getuid()}`
        : (stats.mode & 0o022) !== 0
          ? `others may write in it (mode ${(stats.mode & 0o777).toString(8)})`
          : undefined;
  if (problem) {
    throw new Error(
      `Uploads are refused: the spool folder ${dir} is not safe to use because ${problem}. ` +
        'Remove it (or fix its owner and mode) and try again.',
    );
  }
}
