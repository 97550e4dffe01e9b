import { writeSync } from 'node:fs';

/**
 * Production's log destination: pino's JSON lines gathered for the rest of the event loop's
 * turn and written to stdout together. pino's default writes each line with its own synchronous
 * system call, and with one access-log line per request that was about a sixth of a cached
 * GET's time under load (decision 025). A line waits at most one turn; what is still gathered
 * when the process exits (a crash included) is written on the way out.
 */
export function createBatchedLogStream(fd = 1): { write(line: string): void; flush(): void } {
  let pending: string[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    writeAll(fd, text);
  };
  process.on('exit', flush);

  return {
    write(line: string) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * A full non-blocking pipe takes part of a write or none (EAGAIN): wait a moment and go on until
 * everything is written, as pino's own destination does. Any other failure (the reader is gone)
 * drops the lines: logging never stops the server.
 */
function writeAll(fd: number, text: string) {
  let buffer = Buffer.from(text);
  while (buffer.length > 0) {
    try {
      buffer = buffer.subarray(writeSync(fd, buffer));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}
