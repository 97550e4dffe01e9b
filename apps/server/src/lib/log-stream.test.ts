import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBatchedLogStream } from './log-stream.ts';

describe('the batched production log stream', () => {
  it('writes the lines of one turn together, in order, once the turn ends', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadvault-log-')), 'out.log');
    const stream = createBatchedLogStream(openSync(file, 'w'));
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
    stream.write('{"n":3}\n');
    stream.flush();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it('writes what is gathered when the process ends before the turn does', () => {
    const script = [
      `import { createBatchedLogStream } from ${JSON.stringify(path.join(import.meta.dirname, 'log-stream.ts'))};`,
      'const stream = createBatchedLogStream();',
      "stream.write('last words\\n');",
      'process.exit(3);',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(3);
    expect(child.stdout).toBe('last words\n');
  });
});
