import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  latestOutboxMessage,
  type SignedIn,
  send,
  signInAs,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
let admin: SignedIn;
let manager: SignedIn;
let customer: SignedIn;
const ids: string[] = [];

type Message = { _id: string; subject: string; messageStatus: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signInAs(ctx.app, 'Admin');
  manager = await signInAs(ctx.app, 'Manager');
  customer = await signInAs(ctx.app, 'Customer');
  // 12 messages, oldest first: UnRead, Read and the old form's `pending` in turn.
  const statuses = ['UnRead', 'Read', 'pending'];
  for (let i = 0; i < 12; i += 1) {
    const [row] = await ctx.database.rows<{ id: string }>(sql`
      insert into contact_messages (name, email, subject, message, date, message_status, created_at)
      values (${`Sender ${i}`}, ${`sender${i}@example.com`}, ${`Subject ${i}`},
        ${`Line one of ${i}\nLine <b>two</b>`}, '2026-03-14', ${statuses[i % 3]},
        now() - make_interval(mins => ${12 - i}))
      returning id`);
    ids.push(row?.id ?? '');
  }
});
afterAll(() => ctx.app.close());

const list = async (query: string) =>
  (await send(ctx.app, { url: `/api/contact-messages?${query}`, cookie: admin.cookie })).json();

describe('contact messages in the back office', () => {
  it('are for Admins only, refused before the id or the body', async () => {
    const id = ids[0] ?? '';
    const calls = [
      { url: '/api/contact-messages' },
      { url: `/api/contact-message/${id}` },
      { method: 'PUT' as const, url: `/api/contact-message/${id}`, body: { messageStatus: 'x' } },
      {
        method: 'POST' as const,
        url: `/api/contact-message/${id}/reply`,
        body: { subject: '', message: '' },
      },
    ];
    for (const call of calls) {
      expectError(await send(ctx.app, call), 401);
      expectError(await send(ctx.app, { ...call, cookie: customer.cookie }), 403);
      expectError(await send(ctx.app, { ...call, cookie: manager.cookie }), 403);
    }
  });

  it('list newest first, 10 a page, with unread (pending included) and read views', async () => {
    const all = await list('page=1');
    expect(all).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(all.items[0].subject).toBe('Subject 11');
    expect((await list('page=2')).items).toHaveLength(2);
    expect((await list('page=1&limit=5')).items).toHaveLength(5);

    const unread = await list('status=unread&page=1');
    expect(unread.total).toBe(8);
    expect(new Set(unread.items.map((m: Message) => m.messageStatus))).toEqual(
      new Set(['UnRead', 'pending']),
    );
    const read = await list('status=read&page=1');
    expect(read.total).toBe(4);
    expect(read.items.every((m: Message) => m.messageStatus === 'Read')).toBe(true);
    // Without paging: every message, as the old app read them.
    expect(await list('')).toHaveLength(12);
    expectError(
      await send(ctx.app, { url: '/api/contact-messages?status=new', cookie: admin.cookie }),
      400,
    );
  });

  it('shows one message and marks it Read (recorded), then back to UnRead', async () => {
    const id = ids[2] ?? '';
    const one = await send(ctx.app, { url: `/api/contact-message/${id}`, cookie: admin.cookie });
    expect(one.json()).toMatchObject({
      _id: id,
      name: 'Sender 2',
      email: 'sender2@example.com',
      date: '2026-03-14',
      messageStatus: 'pending',
    });
    const mark = (messageStatus: unknown) =>
      send(ctx.app, {
        method: 'PUT',
        url: `/api/contact-message/${id}`,
        body: { messageStatus },
        cookie: admin.cookie,
      });
    expect((await mark('Read')).json()).toMatchObject({ messageStatus: 'Read' });
    expect((await list('status=unread&page=1')).total).toBe(7);
    expect((await mark('UnRead')).json()).toMatchObject({ messageStatus: 'UnRead' });
    for (const bad of ['read', 'pending', '', null]) expectError(await mark(bad), 400);
    const entries = await ctx.database.rows<{ summary: string }>(
      sql`select summary from activity_log where entity_id = ${id} order by created_at`,
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Message "Subject 2" marked Read',
      'Message "Subject 2" marked UnRead',
    ]);
    for (const unknown of ['not-a-uuid', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(
        await send(ctx.app, { url: `/api/contact-message/${unknown}`, cookie: admin.cookie }),
        404,
      );
    }
  });

  it('replies by e-mail to the sender, quoting the message, and counts it as read', async () => {
    const id = ids[0] ?? '';
    const reply = (body: unknown) =>
      send(ctx.app, {
        method: 'POST',
        url: `/api/contact-message/${id}/reply`,
        body,
        cookie: admin.cookie,
      });
    expectError(await reply({ subject: ' ', message: 'Hi' }), 400);
    expectError(await reply({ subject: 'Re: Subject 0', message: '' }), 400);
    const response = await reply({
      subject: 'Re: Subject 0',
      message: 'Hello Sender,\n\nYes, we <do> have that list.',
      to: 'someone.else@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      sentTo: 'sender0@example.com',
      message: { _id: id, messageStatus: 'Read' },
    });
    const { raw, text } = latestOutboxMessage(ctx.dataDir);
    expect(raw).toMatch(/^To: sender0@example\.com$/m);
    expect(raw).toMatch(/^Subject: Re: Subject 0$/m);
    expect(text).toContain('Yes, we &#60;do&#62; have that list.');
    expect(text).toContain('&#60;b&#62;two&#60;/b&#62;');
    expect(text).not.toContain('someone.else');
    const [entry] = await ctx.database.rows<{ action: string; actor_email: string }>(
      sql`select action, actor_email from activity_log where entity_id = ${id} and action = 'contact.reply'`,
    );
    expect(entry).toEqual({ action: 'contact.reply', actor_email: admin.email });
  });
});
