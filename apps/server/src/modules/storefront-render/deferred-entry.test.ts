import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowScript, deferEntry } from './deferred-entry.ts';

const TEMPLATE = `<head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-x.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
</head>`;

describe('deferEntry', () => {
  it('replaces the entry file and its preloads with one inline loader, allowed by its hash', () => {
    const deferred = deferEntry(TEMPLATE);
    const code = /<script type="module">([^<]+)<\/script>/.exec(deferred?.template ?? '')?.[1];
    expect(code).toContain('import("/assets/index-abc.js")');
    expect(deferred?.template).not.toContain('modulepreload');
    expect(deferred?.template).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-def.css">',
    );
    const hash = createHash('sha256')
      .update(code ?? '')
      .digest('base64');
    expect(deferred?.scriptSource).toBe(`'sha256-${hash}'`);
  });

  it('leaves a template without an entry script alone', () => {
    expect(deferEntry('<head></head>')).toBeUndefined();
  });
});

describe('allowScript', () => {
  it('adds a source to script-src only', () => {
    const policy = "default-src 'self';script-src 'self' https://x.example;script-src-attr 'none'";
    expect(allowScript(policy, "'sha256-abc'")).toBe(
      "default-src 'self';script-src 'self' https://x.example 'sha256-abc';script-src-attr 'none'",
    );
  });
});
