import { domainToASCII } from 'node:url';

export type ParsedAddress = {
  /** The local part as written (case kept: RFC 5321 lets a server tell cases apart). */
  local: string;
  /** The domain in ASCII (IDNA A-labels), lower case. */
  domain: string;
  /** `local@domain`, the form every later step uses. */
  address: string;
};

const LOCAL_MAX = 64;
const ADDRESS_MAX = 254;
const LABEL_MAX = 63;
// A dot-atom (RFC 5321 §4.1.2) of atext; bytes above 0x7f are allowed for SMTPUTF8 local parts.
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\u0080-\uFFFF]+$/;
const LABEL = /^(?!-)[a-z0-9-]+(?<!-)$/;

/**
 * Splits and checks an address, or answers null when it cannot be an address we probe: lengths
 * of RFC 5321 (64 octets local, 254 in all), a dot-atom local part (quoted strings and address
 * literals such as `user@[192.0.2.1]` are refused: no lead vendor sells them and a probe of an
 * IP literal would bypass the DNS rules), and a domain that converts to ASCII with at least two
 * letter-digit-hyphen labels and a top-level label that is not all digits.
 */
export function parseAddress(input: string): ParsedAddress | null {
  const text = input.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  const local = text.slice(0, at);
  const rawDomain = text.slice(at + 1);
  if (Buffer.byteLength(local, 'utf8') > LOCAL_MAX) return null;
  if (!local.split('.').every((atom) => ATOM.test(atom))) return null;
  if (rawDomain.endsWith('.')) return null;
  const domain = domainToASCII(rawDomain).toLowerCase();
  if (domain === '') return null;
  const labels = domain.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => label.length <= LABEL_MAX && LABEL.test(label))) return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return null;
  const address = `${local}@${domain}`;
  if (Buffer.byteLength(address, 'utf8') > ADDRESS_MAX) return null;
  return { local, domain, address };
}
