/** One SMTP reply: its code, enhanced status code (RFC 3463) when given, and text lines. */
export type SmtpReply = {
  code: number;
  enhancedCode: string | null;
  /** The text of each line, after the code and separator. */
  lines: string[];
};

export const REPLY_LIMITS = {
  /** Longest line, end of line included (RFC 5321 §4.5.3.1.5 says 512; servers run longer). */
  lineBytes: 2048,
  linesPerReply: 100,
  replyBytes: 8192,
};

/** The peer broke the protocol: what it sent is not an SMTP reply we will read. */
export class SmtpProtocolError extends Error {}

const LINE = /^([2-5][0-9][0-9])(?:([ -])(.*))?$/s;
const ENHANCED = /^([245])\.([0-9]{1,3})\.([0-9]{1,3})(?=\s|$)/;

/** Control bytes other than tab, CR and LF: binary, not an SMTP reply. */
function hasBinary(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) {
      return true;
    }
  }
  return false;
}

/**
 * Turns bytes from the peer into replies, refusing anything that is not one within bounded
 * memory: a line longer than 2 KB is refused as soon as its first 2 KB arrive (not after a
 * megabyte is buffered), a reply of more than 100 lines or 8 KB, a control byte, a line without
 * a reply code or a multi-line reply whose code changes.
 */
export class ReplyParser {
  #partial: Buffer[] = [];
  #partialBytes = 0;
  #lines: string[] = [];
  #code = 0;
  #replyBytes = 0;

  /** Replies completed by this chunk, in order. Throws `SmtpProtocolError`. */
  feed(chunk: Buffer): SmtpReply[] {
    if (hasBinary(chunk)) throw new SmtpProtocolError('binary data in a reply');
    const replies: SmtpReply[] = [];
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline + 1;
      this.#partialBytes += end - start;
      if (this.#partialBytes > REPLY_LIMITS.lineBytes) {
        throw new SmtpProtocolError(`a reply line longer than ${REPLY_LIMITS.lineBytes} bytes`);
      }
      this.#partial.push(chunk.subarray(start, end));
      start = end;
      if (newline === -1) break;
      const line = Buffer.concat(this.#partial)
        .toString('utf8')
        .replace(/\r?\n$/, '');
      this.#partial = [];
      const bytes = this.#partialBytes;
      this.#partialBytes = 0;
      const reply = this.#line(line, bytes);
      if (reply) replies.push(reply);
    }
    return replies;
  }

  /** Bytes received that are not yet a whole reply (STARTTLS must not leave any behind). */
  get pending(): boolean {
    return this.#partialBytes > 0 || this.#lines.length > 0;
  }

  #line(line: string, bytes: number): SmtpReply | null {
    const match = LINE.exec(line);
    if (!match) throw new SmtpProtocolError('a line that is not an SMTP reply');
    const code = Number(match[1]);
    if (this.#lines.length > 0 && code !== this.#code) {
      throw new SmtpProtocolError('a multi-line reply whose code changes');
    }
    this.#code = code;
    this.#lines.push(match[3] ?? '');
    this.#replyBytes += bytes;
    if (
      this.#lines.length > REPLY_LIMITS.linesPerReply ||
      this.#replyBytes > REPLY_LIMITS.replyBytes
    ) {
      throw new SmtpProtocolError('a reply longer than the limits');
    }
    if (match[2] === '-') return null;
    const lines = this.#lines;
    this.#lines = [];
    this.#replyBytes = 0;
    const enhanced = ENHANCED.exec(lines[0] ?? '');
    const enhancedCode =
      enhanced && enhanced[1] === String(code)[0]
        ? `${enhanced[1]}.${Number(enhanced[2])}.${Number(enhanced[3])}`
        : null;
    return { code, enhancedCode, lines };
  }
}

/** The reply's text on one line, as evidence. */
export function replyText(reply: SmtpReply): string {
  return reply.lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
