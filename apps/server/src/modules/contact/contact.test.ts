import { todayIsoDate } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  freshAddress,
  send,
  useTestApp,
} from '../../../test/helpers.ts';

const ctx = useTestApp();
beforeEach(async () => {
  await ctx.database.rows(sql`delete from contact_messages`);
});

const message = {
  name: 'Jordan Miles',
  email: 'Jordan.Miles@Mail.Example.co.uk',
  subject: 'Custom list',
  message: 'Do you have contacts in Nordic logistics?',
  date: '2026-03-14',
  messageStatus: 'pending',
};

type StoredMessage = { name: string; email: string; date: string; message_status: string };
const stored = () =>
  ctx.database.rows<StoredMessage>(
    sql`select name, email, date::text as date, message_status from contact_messages order by created_at`,
  );

const post = (body: unknown, remoteAddress = freshAddress()) =>
  send(ctx.app, { method: 'POST', url: '/api/add-contact-message', body, remoteAddress });

describe('POST /api/add-contact-message', () => {
  it('stores a message anonymously as UnRead, whatever status the form sends', async () => {
    for (const messageStatus of ['pending', 'Read', undefined]) {
      const response = await post({ ...message, messageStatus });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        _id: expect.any(String),
        name: 'Jordan Miles',
        email: 'jordan.miles@mail.example.co.uk',
        date: '2026-03-14',
        messageStatus: 'UnRead',
      });
    }
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.message_status === 'UnRead')).toBe(true);
  });

  it('answers with a trailing slash too', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-contact-message/',
      body: message,
    });
    expect(response.statusCode).toBe(200);
  });

  it('dates a message today when the form sends no date', async () => {
    const { date: _date, ...undated } = message;
    const response = await post(undated);
    expect(response.json().date).toBe(todayIsoDate());
    expect((await stored())[0]?.date).toBe(todayIsoDate());
  });

  it('refuses missing fields, a bad e-mail and a bad date with field errors, storing nothing', async () => {
    const error = expectValidationError(
      await post({ email: 'not-an-email', date: '2026-02-30', name: '  ' }),
    );
    const fields = (error.details as Array<{ field?: string }>).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message', 'date']));
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a message over 5,000 characters (and a name over 100) with 400, storing nothing', async () => {
    const longMessage = expectValidationError(
      await post({ ...message, message: 'x'.repeat(5001) }),
    );
    expect(longMessage.details).toEqual([
      { field: 'message', message: 'Message must be at most 5,000 characters.' },
    ]);
    const megabyte = await post({ ...message, message: 'x'.repeat(1_000_000) });
    expectValidationError(megabyte);
    const longName = expectValidationError(await post({ ...message, name: 'n'.repeat(101) }));
    expect(longName.message).toBe('Name must be at most 100 characters.');
    expect(await stored()).toHaveLength(0);
    expect((await post({ ...message, message: 'x'.repeat(5000) })).statusCode).toBe(200);
  });

  it('refuses a NUL or half an emoji in any field by name, storing nothing', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      for (const bad of ['\u0000', '\uD83D']) {
        const error = expectValidationError(
          await post({ ...message, [field]: `${message[field]}${bad}` }),
        );
        expect(error.details, `${field} ${JSON.stringify(bad)}`).toEqual([
          { field, message: expect.stringContaining('contains a character that is not allowed') },
        ]);
      }
    }
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post({ ...message, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Jordan Miles', messageStatus: 'UnRead' });
    expect(await stored()).toHaveLength(0);
    const human = await post({ ...message, website: '' });
    expect(human.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses the sixth message from one address within a minute; other addresses go on', async () => {
    const address = freshAddress();
    for (let count = 1; count <= 5; count += 1) {
      expect((await post(message, address)).statusCode, `message ${count}`).toBe(200);
    }
    const refused = await post(message, address);
    const error = expectError(refused, 429, 'RATE_LIMITED');
    expect(error.message).toBe('Too many messages. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(message, freshAddress())).statusCode).toBe(200);
    expect(await stored()).toHaveLength(6);
  });

  it('does not count invalid submissions against the limit', async () => {
    const address = freshAddress();
    for (let count = 0; count < 6; count += 1) expectValidationError(await post({}, address));
    expect((await post(message, address)).statusCode).toBe(200);
  });

  it('is public: no session and no staff role needed, but foreign sites are refused', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-contact-message',
      body: message,
      headers: { origin: 'https://evil.example' },
    });
    expectError(response, 403);
  });
});
