import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProductionLogStream } from './log-stream.ts';

describe('the production log stream', () => {
  it('writes gathered lines in order within a moment, without waiting for a full block', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadvault-log-')), 'out.log');
    const stream = createProductionLogStream(openSync(file, 'w'));
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
    stream.write('{"msg":"Zoë 🚀"}\n');
    stream.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"msg":"Zoë 🚀"}\n');
    stream.end();
  });

  it('writes full blocks as they fill, every line whole and in order', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadvault-log-')), 'out.log');
    const stream = createProductionLogStream(openSync(file, 'w'));
    const lines = Array.from({ length: 200 }, (_, n) => `{"n":${n},"pad":"${'x'.repeat(150)}"}\n`);
    for (const line of lines) stream.write(line);
    await expect.poll(() => readFileSync(file, 'utf8').length).toBeGreaterThan(8 * 1024);
    stream.flushSync();
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    stream.end();
  });

  it('writes what is gathered when the process ends', () => {
    const script = [
      `import { createProductionLogStream } from ${JSON.stringify(path.join(import.meta.dirname, 'log-stream.ts'))};`,
      'const stream = createProductionLogStream();',
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
