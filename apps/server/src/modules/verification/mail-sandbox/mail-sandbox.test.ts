import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLeadDomains, generateDemoLeads } from '../../leads/demo-leads.ts';
import {
  type CheckOptions,
  type CheckResult,
  checkEmail,
  checkEmails,
  createCheckLimits,
  MemoryDomainCache,
} from '../checker/index.ts';
import {
  GONE_PERCENT,
  type MailSandbox,
  profileOf,
  SANDBOX_HOST,
  SANDBOX_PROFILES,
  type SandboxProfile,
  sandboxDomains,
  sandboxMailbox,
  startMailSandbox,
} from './index.ts';

const TIMEOUTS = { connectMs: 1_000, replyMs: 2_000, totalMs: 5_000, dnsMs: 500 };
const GREYLIST_MS = 400;
const SLOW_MS = 600;

let sandbox: MailSandbox;

beforeAll(async () => {
  sandbox = await startMailSandbox({ greylistDelayMs: GREYLIST_MS, slowReplyMs: SLOW_MS });
});

afterAll(async () => {
  await sandbox?.close();
});

/** The checker pointed at the sandbox as the wiring will, with fresh caches and limits. */
function options(extra: Partial<CheckOptions> = {}): CheckOptions {
  return {
    dnsServers: sandbox.dnsServers,
    smtpPort: sandbox.smtpPort,
    heloName: 'checker.leadvault.test',
    mailFrom: 'verify@leadvault.test',
    allowPrivateMx: true,
    timeouts: TIMEOUTS,
    caches: { mailHosts: new MemoryDomainCache(), catchAll: new MemoryDomainCache() },
    limits: createCheckLimits(),
    ...extra,
  };
}

const leads = generateDemoLeads();
const domainOf = (address: string) => address.slice(address.indexOf('@') + 1);

/** The first demo lead's address on a domain of `profile` whose mailbox is `mailbox`. */
function demoAddress(profile: SandboxProfile, mailbox: 'exists' | 'gone', skip = 0): string {
  const found = leads
    .map((lead) => lead.email)
    .filter((email) => profileOf(domainOf(email)) === profile && sandboxMailbox(email) === mailbox)[
    skip
  ];
  if (!found) throw new Error(`no demo lead on a ${profile} domain whose mailbox is ${mailbox}`);
  return found;
}

const verdict = (result: CheckResult) => `${result.status}/${result.reason}`;

describe('the checker against the mail sandbox', () => {
  it('an existing demo mailbox is valid/mailbox_exists, with its mail host and the 250 as evidence', async () => {
    const address = demoAddress('mailboxes', 'exists');
    const result = await checkEmail(address, options());
    expect(result).toMatchObject({
      status: 'valid',
      reason: 'mailbox_exists',
      smtpCode: 250,
      mailHost: `mx.${domainOf(address)}`,
      method: 'smtp',
    });
    expect(result.reply).toEqual(expect.any(String));
    expect(result.retry).toBeUndefined();
  });

  it('a demo address picked as gone is invalid/mailbox_not_found (550 5.1.1), and so is an address no lead has', async () => {
    const gone = demoAddress('mailboxes', 'gone');
    const results = await checkEmails([gone, `nobody.here@${domainOf(gone)}`], options());
    for (const result of results) {
      expect(result).toMatchObject({
        status: 'invalid',
        reason: 'mailbox_not_found',
        smtpCode: 550,
        enhancedCode: '5.1.1',
        mailHost: `mx.${domainOf(gone)}`,
      });
    }
    expect(results[0]?.reply).toContain('User unknown');
  });

  it('a catch-all domain is accept_all/catch_all, even for a gone address', async () => {
    const results = await checkEmails(
      [demoAddress('catch_all', 'exists'), demoAddress('catch_all', 'gone')],
      options(),
    );
    expect(results.map(verdict)).toEqual(['accept_all/catch_all', 'accept_all/catch_all']);
    expect(results[0]?.smtpCode).toBe(250);
  });

  it('the greylisting domain answers 450 4.2.0 and asks for a retry, again before the delay, and is valid on a later try', async () => {
    const address = demoAddress('greylist', 'exists', 1);
    const first = await checkEmail(address, options());
    expect(first).toMatchObject({
      status: 'unknown',
      reason: 'greylisted',
      retry: true,
      smtpCode: 450,
      enhancedCode: '4.2.0',
    });
    const early = await checkEmail(address, options());
    expect(early).toMatchObject({ status: 'unknown', reason: 'greylisted', retry: true });
    await new Promise((resolve) => setTimeout(resolve, GREYLIST_MS + 50));
    const later = await checkEmail(address, options());
    expect(later).toMatchObject({ status: 'valid', reason: 'mailbox_exists', smtpCode: 250 });
    expect(later.retry).toBeUndefined();
  });

  it('the null-MX domain is invalid/null_mx, without any SMTP', async () => {
    const address = leads
      .map((lead) => lead.email)
      .find((e) => profileOf(domainOf(e)) === 'null_mx');
    expect(await checkEmail(address ?? '', options())).toMatchObject({
      status: 'invalid',
      reason: 'null_mx',
      mailHost: null,
      smtpCode: null,
    });
  });

  it('the slow domain answers its first RCPT late, and the check still concludes', async () => {
    const exists = demoAddress('slow', 'exists');
    const gone = demoAddress('slow', 'gone');
    const started = Date.now();
    const results = await checkEmails([exists, gone], options());
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 20);
    expect(results.map(verdict)).toEqual(['valid/mailbox_exists', 'invalid/mailbox_not_found']);
  });

  it('the blocked domain is unknown/blocked (550 5.7.1), never invalid', async () => {
    const address = leads
      .map((lead) => lead.email)
      .find((e) => profileOf(domainOf(e)) === 'blocked');
    expect(await checkEmail(address ?? '', options())).toMatchObject({
      status: 'unknown',
      reason: 'blocked',
      smtpCode: 550,
      enhancedCode: '5.7.1',
    });
  });

  it('a domain outside the demo is REFUSED (unknown/dns_error, never invalid); an unknown name under a demo domain is NXDOMAIN (invalid/no_mail_host)', async () => {
    const [outside, under] = await checkEmails(
      ['someone@gmail.com', `someone@eu.${domainOf(demoAddress('mailboxes', 'exists'))}`],
      options(),
    );
    expect(outside).toMatchObject({ status: 'unknown', reason: 'dns_error', mailHost: null });
    expect(under).toMatchObject({ status: 'invalid', reason: 'no_mail_host', mailHost: null });
  });

  it('the same address twice gives the same answer', async () => {
    const evidence = ({
      status,
      reason,
      smtpCode,
      enhancedCode,
      reply,
      mailHost,
    }: CheckResult) => ({
      status,
      reason,
      smtpCode,
      enhancedCode,
      reply,
      mailHost,
    });
    for (const address of [demoAddress('mailboxes', 'exists'), demoAddress('mailboxes', 'gone')]) {
      const first = await checkEmail(address, options());
      const second = await checkEmail(address, options());
      expect(evidence(second)).toEqual(evidence(first));
    }
  });

  it("every company's first lead gets the answer its profile and the mailbox rule predict", async () => {
    const expected: Record<SandboxProfile, (address: string) => string> = {
      mailboxes: (a) =>
        sandboxMailbox(a) === 'exists' ? 'valid/mailbox_exists' : 'invalid/mailbox_not_found',
      slow: (a) =>
        sandboxMailbox(a) === 'exists' ? 'valid/mailbox_exists' : 'invalid/mailbox_not_found',
      catch_all: () => 'accept_all/catch_all',
      greylist: () => 'unknown/greylisted',
      null_mx: () => 'invalid/null_mx',
      blocked: () => 'unknown/blocked',
    };
    const firsts = leads.slice(0, sandboxDomains().size).map((lead) => lead.email);
    const results = await checkEmails(firsts, options());
    expect(results.map(verdict)).toEqual(
      firsts.map((a) => expected[profileOf(domainOf(a)) ?? 'mailboxes'](a)),
    );
    const seen = new Set(results.map((r) => r.status));
    expect([...seen].sort()).toEqual(['accept_all', 'invalid', 'unknown', 'valid']);
  });
});

describe('what the sandbox answers for', () => {
  it("its domains are the seeded demo leads' companies, and the profile table names only those", () => {
    const leadDomains = [...new Set(leads.map((lead) => lead.companyDomain))];
    expect(demoLeadDomains()).toEqual(leadDomains);
    expect([...sandboxDomains()].sort()).toEqual([...leadDomains].sort());
    for (const domain of Object.keys(SANDBOX_PROFILES)) {
      expect(sandboxDomains().has(domain), domain).toBe(true);
    }
    expect(profileOf('gmail.com')).toBeNull();
  });

  it('about 8 % of the demo addresses are gone, by a hash of the address alone', () => {
    const gone = leads.filter((lead) => sandboxMailbox(lead.email) === 'gone').length;
    expect(gone / leads.length).toBeGreaterThan((GONE_PERCENT - 2) / 100);
    expect(gone / leads.length).toBeLessThan((GONE_PERCENT + 2) / 100);
    const lead = leads[0]?.email ?? '';
    expect(sandboxMailbox(lead.toUpperCase())).toBe(sandboxMailbox(lead));
    expect(sandboxMailbox(`not-a-lead@${domainOf(lead)}`)).toBe('none');
    // A colleague who is not a lead: a first and a last name of the demo's lists, written
    // first.last at a demo domain, has a mailbox too (what the e-mail finder finds in the demo).
    const colleague =
      `${leads[0]?.firstName}.${leads[1]?.lastName}@${domainOf(leads[2]?.email ?? '')}`
        .toLowerCase()
        .replace(/[^a-z.@-]/g, '');
    expect(leads.some((one) => one.email === colleague)).toBe(false);
    expect(sandboxMailbox(colleague)).not.toBe('none');
    expect(sandboxMailbox(`${colleague.split('@')[0]}@not-a-demo.example`)).toBe('none');
  });
});

/** A raw SMTP client: each reply's last line, the banner first. */
function rawSmtp(port: number, host = SANDBOX_HOST) {
  const socket = net.connect(port, host);
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  let buffer = '';
  let wake: (() => void) | null = null;
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });
  socket.on('close', () => wake?.());
  const reply = async (): Promise<string> => {
    for (;;) {
      const final = /^\d{3}(?: .*)?\r\n/m.exec(buffer);
      if (final) {
        buffer = buffer.slice(final.index + final[0].length);
        return final[0].trim();
      }
      if (socket.destroyed) return '';
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  return {
    socket,
    reply,
    send: (line: string) => {
      socket.write(`${line}\r\n`);
      return reply();
    },
  };
}

const refused = (port: number, host = SANDBOX_HOST) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('safety', () => {
  it('listens on 127.0.0.1 only: 127.0.0.2, also this machine, is refused', async () => {
    expect(sandbox.dnsServers).toEqual([expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    expect(await refused(sandbox.smtpPort, '127.0.0.1')).toBe('connected');
    expect(await refused(sandbox.smtpPort, '127.0.0.2')).toBe('ECONNREFUSED');
  });

  it('takes no mail: DATA is refused before any message is sent', async () => {
    const client = rawSmtp(sandbox.smtpPort);
    expect(await client.reply()).toMatch(/^220 .*takes no mail/);
    expect(await client.send('EHLO client.test')).toMatch(/^250 /);
    expect(await client.send('MAIL FROM:<someone@leadvault.test>')).toMatch(/^250 /);
    expect(await client.send(`RCPT TO:<${demoAddress('catch_all', 'exists')}>`)).toMatch(/^250 /);
    expect(await client.send('DATA')).toMatch(/^5\d\d /);
    expect(await client.send('QUIT')).toMatch(/^221 /);
    client.socket.destroy();
  });

  it('connections over the limit are turned away with 421; close() ends open sessions, frees both ports and can be called twice', async () => {
    const small = await startMailSandbox({ maxConnections: 1 });
    const first = rawSmtp(small.smtpPort);
    expect(await first.reply()).toMatch(/^220 /);
    const second = rawSmtp(small.smtpPort);
    expect(await second.reply()).toMatch(/^421 /);
    second.socket.destroy();

    const dnsPort = Number(small.dnsServers[0]?.split(':')[1]);
    await Promise.all([small.close(), small.close()]);
    expect(await first.reply()).toBe('');
    expect(await refused(small.smtpPort)).toBe('ECONNREFUSED');
    const udp = dgram.createSocket('udp4');
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(dnsPort, SANDBOX_HOST, () => resolve());
    });
    await new Promise<void>((resolve) => udp.close(() => resolve()));
  });

  it('nothing keeps the process alive after close(), even with a slow answer pending', async () => {
    const serverDir = fileURLToPath(new URL('../../../../', import.meta.url));
    const slow = demoAddress('slow', 'exists');
    // The slow domain would answer in a minute: close() must cancel that answer and its timer.
    const script = `
      import { startMailSandbox } from './src/modules/verification/mail-sandbox/index.ts';
      import { checkEmail } from './src/modules/verification/checker/index.ts';
      const sandbox = await startMailSandbox({ slowReplyMs: 60_000 });
      const check = checkEmail(${JSON.stringify(slow)}, {
        dnsServers: sandbox.dnsServers, smtpPort: sandbox.smtpPort, allowPrivateMx: true,
        heloName: 'checker.leadvault.test', mailFrom: 'verify@leadvault.test',
        timeouts: { replyMs: 120_000, totalMs: 120_000 },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sandbox.close();
      const result = await check;
      console.log(JSON.stringify({ status: result.status }));
    `;
    const started = Date.now();
    const outcome = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', script],
        { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the process was still alive after 15 s: ${out}`));
      }, 15_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out });
      });
    });
    expect(outcome.code).toBe(0);
    expect(JSON.parse(outcome.out)).toEqual({ status: 'unknown' });
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
