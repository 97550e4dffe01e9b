import type { Verdict } from './classify.ts';
import { parseAddress } from './syntax.ts';
import type { CheckFlag, CheckResult } from './types.ts';

export type HttpCheckOptions = {
  /** The service's base URL (`VERIFY_HTTP_URL`); `/v0/check_email` is added. */
  baseUrl: string;
  timeoutMs?: number;
  /** Extra request headers, such as a service's `Authorization`. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section of the answer, or an empty one when the service put an error object there. */
function section(output: Json, name: string): Json {
  const value = output[name];
  return isObject(value) && !('message' in value && 'type' in value) ? value : {};
}

/**
 * Maps a reacher-compatible answer (`is_reachable` safe / risky / invalid / unknown and its
 * `syntax`, `mx`, `smtp` and `misc` sections) onto our result. Only the fields are read; an
 * answer of another shape is `unknown/http_error`.
 */
export function mapReachableOutput(output: unknown, durationMs: number): CheckResult {
  const base = {
    smtpCode: null,
    enhancedCode: null,
    reply: null,
    method: 'http' as const,
    durationMs,
  };
  if (!isObject(output) || typeof output.is_reachable !== 'string') {
    return { ...base, status: 'unknown', reason: 'http_error', flags: [], mailHost: null };
  }
  const syntax = section(output, 'syntax');
  const mx = section(output, 'mx');
  const smtp = section(output, 'smtp');
  const misc = section(output, 'misc');
  const records = Array.isArray(mx.records) ? mx.records.filter((r) => typeof r === 'string') : [];
  const mailHost = records[0] ? String(records[0]).replace(/\.$/, '') : null;
  const flags: CheckFlag[] = [];
  if (misc.is_role_account === true) flags.push('role');
  if (misc.is_b2c === true) flags.push('webmail');
  if (smtp.has_full_inbox === true) flags.push('full_inbox');

  const decide = (): Verdict => {
    const v = (status: Verdict['status'], reason: Verdict['reason']): Verdict => ({
      status,
      reason,
      flags: [],
    });
    if (syntax.is_valid_syntax === false) return v('invalid', 'syntax');
    if (misc.is_disposable === true) return v('invalid', 'disposable');
    switch (output.is_reachable) {
      case 'safe':
        return smtp.is_catch_all === true
          ? v('accept_all', 'catch_all')
          : v('valid', 'mailbox_exists');
      case 'invalid':
        return mx.accepts_mail === false
          ? v('invalid', 'no_mail_host')
          : v('invalid', 'mailbox_not_found');
      case 'risky':
        if (smtp.is_catch_all === true) return v('accept_all', 'catch_all');
        if (smtp.is_deliverable === true || smtp.has_full_inbox === true) {
          return v('valid', 'mailbox_exists');
        }
        return v('unknown', 'smtp_error');
      default:
        if (smtp.can_connect_smtp === false) return v('unknown', 'connection_failed');
        return v('unknown', 'smtp_error');
    }
  };
  const verdict = decide();
  return { ...base, status: verdict.status, reason: verdict.reason, flags, mailHost };
}

/**
 * The `http` method: asks a reacher-compatible service (`POST {base}/v0/check_email
 * {to_email}`). Refused syntax is answered here without a call; any failure of the call (time-out,
 * refusal, non-2xx, not JSON) is `unknown`.
 */
export async function checkEmailOverHttp(
  address: string,
  options: HttpCheckOptions,
): Promise<CheckResult> {
  const started = Date.now();
  const unknown = (reason: 'timeout' | 'http_error', reply: string): CheckResult => ({
    status: 'unknown',
    reason,
    flags: [],
    smtpCode: null,
    enhancedCode: null,
    reply: reply.slice(0, 200),
    mailHost: null,
    method: 'http',
    durationMs: Date.now() - started,
  });
  const parsed = parseAddress(address);
  if (!parsed) return { ...mapReachableOutput(null, 0), status: 'invalid', reason: 'syntax' };
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v0/check_email`;
  const timeoutMs = options.timeoutMs ?? 45_000;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ to_email: parsed.address }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return unknown('http_error', `HTTP ${response.status}`);
    }
    const output: unknown = await response.json();
    return mapReachableOutput(output, Date.now() - started);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return unknown('timeout', `no answer within ${timeoutMs} ms`);
    }
    return unknown('http_error', error instanceof Error ? error.message : String(error));
  }
}
