import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryDomainCache } from './cache.ts';
import { type CheckOptions, checkEmail, checkEmails } from './check.ts';
import { createCheckLimits } from './limits.ts';
import { HOSTS, startTestPeers, type TestPeers } from './test-peers.ts';

const TIMEOUTS = { connectMs: 500, replyMs: 600, totalMs: 3_000, dnsMs: 300 };

let peers: TestPeers;

beforeAll(async () => {
  peers = await startTestPeers();
});

afterAll(async () => {
  await peers?.close();
});

/** Fresh caches and limits per call unless a test shares them on purpose. */
function options(extra: Partial<CheckOptions> = {}): CheckOptions {
  return {
    dnsServers: [peers.dnsServer],
    smtpPort: peers.port,
    heloName: 'checker.leadvault.test',
    mailFrom: 'verify@leadvault.test',
    allowPrivateMx: true,
    timeouts: TIMEOUTS,
    caches: { mailHosts: new MemoryDomainCache(), catchAll: new MemoryDomainCache() },
    limits: createCheckLimits(),
    ...extra,
  };
}

/** Waits until the peers have seen every socket closed (the checker destroyed its own). */
async function peersIdle(host: string) {
  for (let i = 0; i < 50 && peers.open(host) > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return peers.open(host);
}

describe('checkEmail against real SMTP and DNS peers', () => {
  it('an existing mailbox is valid/mailbox_exists, with the evidence', async () => {
    const result = await checkEmail('alice@accept.test', options());
    expect(result).toMatchObject({
      status: 'valid',
      reason: 'mailbox_exists',
      flags: [],
      smtpCode: 250,
      mailHost: 'mx.accept.test',
      method: 'smtp',
    });
    expect(result.reply).toEqual(expect.any(String));
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.retry).toBeUndefined();
  });

  it('an unknown mailbox is invalid/mailbox_not_found on 550 5.1.1, the reply cut to 200 characters', async () => {
    const result = await checkEmail(`${'x'.repeat(60)}@accept.test`, options());
    expect(result).toMatchObject({
      status: 'invalid',
      reason: 'mailbox_not_found',
      smtpCode: 550,
      enhancedCode: '5.1.1',
      mailHost: 'mx.accept.test',
    });
    expect(result.reply).toContain('User unknown');
    expect(result.reply?.length).toBeLessThanOrEqual(200);
  });

  it('several addresses of one domain share one session, answered in the order asked', async () => {
    const before = peers.connections.get(HOSTS.main) ?? 0;
    const results = await checkEmails(
      ['alice@accept.test', 'nobody@accept.test', 'bob@accept.test', 'info@accept.test'],
      options(),
    );
    expect(results.map((r) => `${r.status}/${r.reason}`)).toEqual([
      'valid/mailbox_exists',
      'invalid/mailbox_not_found',
      'valid/mailbox_exists',
      'valid/mailbox_exists',
    ]);
    expect(results[3]?.flags).toEqual(['role']);
    expect(peers.connections.get(HOSTS.main)).toBe(before + 1);
  });

  it('a catch-all domain is accept_all/catch_all, and its catch-all answer is kept for the day', async () => {
    const shared = options();
    const first = await checkEmail('alice@catchall.test', shared);
    expect(first).toMatchObject({ status: 'accept_all', reason: 'catch_all', smtpCode: 250 });
    expect(await shared.caches?.catchAll?.get('catchall.test')).toBe(true);
    const probesBefore = peers.rcpts.filter((r) => r.address.startsWith('lv-probe-')).length;
    const second = await checkEmail('bob@catchall.test', shared);
    expect(second.status).toBe('accept_all');
    const probesAfter = peers.rcpts.filter((r) => r.address.startsWith('lv-probe-')).length;
    expect(probesAfter).toBe(probesBefore);
  });

  it('greylisting (450) asks for a retry, and the later try is valid', async () => {
    const first = await checkEmail('alice@greylist.test', options());
    expect(first).toMatchObject({
      status: 'unknown',
      reason: 'greylisted',
      retry: true,
      smtpCode: 450,
    });
    const again = await checkEmail('alice@greylist.test', options());
    expect(again).toMatchObject({ status: 'valid', reason: 'mailbox_exists' });
    expect(again.retry).toBeUndefined();
  });

  it('a full mailbox (452 4.2.2 quota) is valid with the full_inbox flag', async () => {
    const result = await checkEmail('alice@full.test', options());
    expect(result).toMatchObject({
      status: 'valid',
      flags: ['full_inbox'],
      smtpCode: 452,
      enhancedCode: '4.2.2',
    });
  });

  it('a block-list refusal (550 5.7.1) is unknown/blocked, never invalid', async () => {
    const result = await checkEmail('alice@blocked.test', options());
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked', enhancedCode: '5.7.1' });
  });

  it('the next mail host is tried when the first refuses the connection', async () => {
    const result = await checkEmail('alice@fallback.test', options());
    expect(result).toMatchObject({ status: 'valid', mailHost: 'mx2.fallback.test' });
  });

  it('STARTTLS when offered: the socket is upgraded (self-signed certificate), EHLO again, RCPT over TLS', async () => {
    const results = await checkEmails(['alice@tls.test', 'nobody@tls.test'], options());
    expect(results.map((r) => r.status)).toEqual(['valid', 'invalid']);
    const seen = peers.rcpts.filter((r) => r.address.endsWith('@tls.test'));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((r) => r.secure)).toBe(true);
  });

  it('a 421 greeting then close is unknown with its code, never invalid', async () => {
    const result = await checkEmail('alice@closing.test', options());
    expect(result).toMatchObject({ status: 'unknown', reason: 'smtp_error', smtpCode: 421 });
  });
});

describe('hostile peers end as unknown within the time limits', () => {
  it('a server that never answers: unknown/timeout after the reply time-out', async () => {
    const started = Date.now();
    const result = await checkEmail('alice@silent.test', options());
    expect(result).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      mailHost: 'mx.silent.test',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.replyMs + 1_000);
    expect(await peersIdle(HOSTS.silent)).toBe(0);
  });

  it('a 1 MB line: cut off at 2 KB as unknown/protocol_error', async () => {
    const started = Date.now();
    const result = await checkEmail('alice@hugeline.test', options());
    expect(result).toMatchObject({ status: 'unknown', reason: 'protocol_error' });
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.replyMs);
    expect(await peersIdle(HOSTS.hugeLine)).toBe(0);
  });

  it('an endless multi-line reply: cut off as unknown/protocol_error', async () => {
    const result = await checkEmail('alice@endless.test', options());
    expect(result).toMatchObject({ status: 'unknown', reason: 'protocol_error' });
    expect(await peersIdle(HOSTS.endless)).toBe(0);
  });

  it('binary junk: unknown/protocol_error', async () => {
    const result = await checkEmail('alice@binary.test', options());
    expect(result).toMatchObject({ status: 'unknown', reason: 'protocol_error' });
    expect(await peersIdle(HOSTS.binary)).toBe(0);
  });

  it('the whole-check time-out bounds a batch on a silent server', async () => {
    const started = Date.now();
    const results = await checkEmails(
      ['a@silent.test', 'b@silent.test'],
      options({ timeouts: { ...TIMEOUTS, replyMs: 5_000, totalMs: 400 } }),
    );
    expect(results.map((r) => r.reason)).toEqual(['timeout', 'timeout']);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('DNS', () => {
  it('a null MX is invalid/null_mx', async () => {
    expect(await checkEmail('alice@nullmx.test', options())).toMatchObject({
      status: 'invalid',
      reason: 'null_mx',
    });
  });

  it('no MX but an A record: the domain itself is the mail host', async () => {
    expect(await checkEmail('alice@amx.test', options())).toMatchObject({
      status: 'valid',
      mailHost: 'amx.test',
    });
  });

  it('NXDOMAIN is invalid/no_mail_host, and so is an MX whose host does not exist', async () => {
    expect(await checkEmail('alice@nothing-here.test', options())).toMatchObject({
      status: 'invalid',
      reason: 'no_mail_host',
    });
    expect(await checkEmail('alice@nomailhost.test', options())).toMatchObject({
      status: 'invalid',
      reason: 'no_mail_host',
    });
  });

  it('SERVFAIL is unknown/dns_error, never invalid', async () => {
    expect(await checkEmail('alice@servfail.test', options())).toMatchObject({
      status: 'unknown',
      reason: 'dns_error',
    });
  });

  it('a DNS server that never answers is unknown/dns_error within the time-out', async () => {
    const started = Date.now();
    expect(await checkEmail('alice@slowdns.test', options())).toMatchObject({
      status: 'unknown',
      reason: 'dns_error',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.totalMs);
  });

  it('an MX on a private address is refused as unknown/blocked_host, with no connection', async () => {
    const result = await checkEmail('alice@private.test', options({ allowPrivateMx: false }));
    expect(result).toMatchObject({ status: 'unknown', reason: 'blocked_host' });
  });

  it('loopback mail hosts are refused unless allowPrivateMx is on', async () => {
    const before = peers.connections.get(HOSTS.main) ?? 0;
    const refused = await checkEmail('alice@accept.test', options({ allowPrivateMx: false }));
    expect(refused).toMatchObject({ status: 'unknown', reason: 'blocked_host' });
    expect(peers.connections.get(HOSTS.main) ?? 0).toBe(before);
  });

  it('a domain is looked up once while its cache entry lives', async () => {
    const shared = options();
    await checkEmail('alice@accept.test', shared);
    const asked = peers.dnsQuestions.length;
    await checkEmail('bob@accept.test', shared);
    expect(peers.dnsQuestions.length).toBe(asked);
    expect(await shared.caches?.mailHosts?.get('accept.test')).toMatchObject({ kind: 'hosts' });
  });
});

describe('before any network', () => {
  it('bad syntax is invalid/syntax and disposable domains invalid/disposable, without a DNS question', async () => {
    const asked = peers.dnsQuestions.length;
    const results = await checkEmails(
      ['not-an-address', `${'a'.repeat(65)}@accept.test`, 'someone@mailinator.com'],
      options(),
    );
    expect(results.map((r) => `${r.status}/${r.reason}`)).toEqual([
      'invalid/syntax',
      'invalid/syntax',
      'invalid/disposable',
    ]);
    expect(peers.dnsQuestions.length).toBe(asked);
  });
});

describe('throttles', () => {
  it('at most 2 sessions per mail host at once in this process', async () => {
    peers.slowMax.value = 0;
    const shared = options();
    const addresses = ['alice', 'bob', 'info', 'x1', 'x2', 'x3'].map((l) => `${l}@slow.test`);
    const results = await Promise.all(addresses.map((address) => checkEmail(address, shared)));
    expect(results.filter((r) => r.status === 'valid')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'invalid')).toHaveLength(3);
    expect(peers.slowMax.value).toBe(2);
  });

  it('at most `concurrency` checks at once in this process', async () => {
    peers.slowMax.value = 0;
    const shared = options({ limits: createCheckLimits({ concurrency: 1 }) });
    const addresses = ['alice', 'bob', 'info'].map((l) => `${l}@slow.test`);
    const results = await Promise.all(addresses.map((address) => checkEmail(address, shared)));
    expect(results.map((r) => r.status)).toEqual(['valid', 'valid', 'valid']);
    expect(peers.slowMax.value).toBe(1);
  });
});
