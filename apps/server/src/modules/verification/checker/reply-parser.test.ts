import { describe, expect, it } from 'vitest';
import { REPLY_LIMITS, ReplyParser, replyText, SmtpProtocolError } from './reply-parser.ts';

const feed = (parser: ReplyParser, text: string) => parser.feed(Buffer.from(text, 'latin1'));

describe('ReplyParser', () => {
  it('reads single and multi-line replies, across chunks, with the enhanced code', () => {
    const parser = new ReplyParser();
    expect(feed(parser, '250-mx.example.com hello\r\n250-STARTTLS\r')).toEqual([]);
    const [ehlo] = feed(parser, '\n250 SIZE 1000\r\n');
    expect(ehlo).toEqual({
      code: 250,
      enhancedCode: null,
      lines: ['mx.example.com hello', 'STARTTLS', 'SIZE 1000'],
    });
    const [rcpt] = feed(parser, '550 5.1.1 <a@b.c>: user unknown\n');
    expect(rcpt?.enhancedCode).toBe('5.1.1');
    expect(rcpt && replyText(rcpt)).toBe('5.1.1 <a@b.c>: user unknown');
    expect(feed(parser, '250\r\n')).toEqual([{ code: 250, enhancedCode: null, lines: [''] }]);
  });

  it('ignores an enhanced code whose class differs from the reply code', () => {
    const [reply] = feed(new ReplyParser(), '250 5.1.1 odd\r\n');
    expect(reply?.enhancedCode).toBeNull();
  });

  it('refuses a line over 2 KB as soon as it passes the limit, not at its end', () => {
    const parser = new ReplyParser();
    expect(() => feed(parser, `220 ${'a'.repeat(REPLY_LIMITS.lineBytes)}`)).toThrow(
      SmtpProtocolError,
    );
  });

  it('refuses a reply of more than 100 lines', () => {
    const parser = new ReplyParser();
    expect(() => feed(parser, '220-x\r\n'.repeat(REPLY_LIMITS.linesPerReply + 1))).toThrow(
      SmtpProtocolError,
    );
  });

  it('refuses a reply over 8 KB', () => {
    const parser = new ReplyParser();
    const line = `220-${'b'.repeat(1000)}\r\n`;
    expect(() => feed(parser, line.repeat(9))).toThrow(SmtpProtocolError);
  });

  it('refuses binary bytes, lines without a code and a code that changes mid-reply', () => {
    expect(() => feed(new ReplyParser(), '220 hi\u0000there\r\n')).toThrow(SmtpProtocolError);
    expect(() => feed(new ReplyParser(), 'HTTP/1.1 400 Bad Request\r\n')).toThrow(
      SmtpProtocolError,
    );
    expect(() => feed(new ReplyParser(), '250-a\r\n251 b\r\n')).toThrow(SmtpProtocolError);
    expect(() => feed(new ReplyParser(), '199 too low\r\n')).toThrow(SmtpProtocolError);
  });
});
