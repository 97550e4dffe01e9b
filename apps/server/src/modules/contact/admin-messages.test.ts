import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, latestOutboxMessage, send, useTestApp } from '../../../test/helpers.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });
const ids: string[] = [];

type Message = { _id: string; subject: string; messageStatus: string };

beforeAll(async () => {
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

const outboxCount = () => {
  try {
    return readdirSync(path.join(ctx.dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
};

const list = async (query: string) =>
  (await send(ctx.app, { url: `/api/contact-messages?${query}`, cookie: ctx.admin.cookie })).json();

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
      expectError(await send(ctx.app, { ...call, cookie: ctx.customer.cookie }), 403);
      expectError(await send(ctx.app, { ...call, cookie: ctx.manager.cookie }), 403);
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
      await send(ctx.app, { url: '/api/contact-messages?status=new', cookie: ctx.admin.cookie }),
      400,
    );
  });

  it('shows one message and marks it Read (recorded), then back to UnRead', async () => {
    const id = ids[2] ?? '';
    const one = await send(ctx.app, {
      url: `/api/contact-message/${id}`,
      cookie: ctx.admin.cookie,
    });
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
        cookie: ctx.admin.cookie,
      });
    expect((await mark('Read')).json()).toMatchObject({ messageStatus: 'Read' });
    expect((await list('status=unread&page=1')).total).toBe(7);
    expect((await mark('UnRead')).json()).toMatchObject({ messageStatus: 'UnRead' });
    for (const bad of ['read', 'pending', '', null]) expectError(await mark(bad), 400);
    const entries = await ctx.database.rows<{ summary: string }>(
      sql`select summary from activity_log where entity_id = ${id} order by seq`,
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Message "Subject 2" marked Read',
      'Message "Subject 2" marked UnRead',
    ]);
    for (const unknown of ['not-a-uuid', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(
        await send(ctx.app, { url: `/api/contact-message/${unknown}`, cookie: ctx.admin.cookie }),
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
        cookie: ctx.admin.cookie,
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
    expect(entry).toEqual({ action: 'contact.reply', actor_email: ctx.admin.email });
  });

  it('never sends a reply it could not record', async () => {
    const id = ids[3] ?? '';
    const outboxBefore = outboxCount();
    // The activity log refuses the reply's entry: the recording transaction fails.
    await ctx.database.rows(sql`
      create or replace function refuse_reply() returns trigger language plpgsql as $$
      begin
        if new.action = 'contact.reply' then raise exception 'activity log unavailable'; end if;
        return new;
      end $$`);
    await ctx.database.rows(sql`
      create trigger refuse_reply before insert on activity_log
      for each row execute function refuse_reply()`);
    try {
      const response = await send(ctx.app, {
        method: 'POST',
        url: `/api/contact-message/${id}/reply`,
        body: { subject: 'Re: Subject 3', message: 'Hello' },
        cookie: ctx.admin.cookie,
      });
      expectError(response, 500);
    } finally {
      await ctx.database.rows(sql`drop trigger refuse_reply on activity_log`);
      await ctx.database.rows(sql`drop function refuse_reply()`);
    }
    expect(outboxCount()).toBe(outboxBefore);
    const [row] = await ctx.database.rows<{ message_status: string }>(
      sql`select message_status from contact_messages where id = ${id}`,
    );
    expect(row?.message_status).toBe('UnRead');
  });

  it('gives the message its status back and records the failure when the e-mail fails', async () => {
    const id = ids[5] ?? '';
    const deliver = ctx.app.mailer.transport.deliver;
    ctx.app.mailer.transport.deliver = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const response = await send(ctx.app, {
        method: 'POST',
        url: `/api/contact-message/${id}/reply`,
        body: { subject: 'Re: Subject 5', message: 'Hello' },
        cookie: ctx.admin.cookie,
      });
      const error = expectError(response, 502, 'MAIL_FAILED');
      expect(error.message).toBe('The reply could not be sent. Try again later.');
    } finally {
      ctx.app.mailer.transport.deliver = deliver;
    }
    const [row] = await ctx.database.rows<{ message_status: string }>(
      sql`select message_status from contact_messages where id = ${id}`,
    );
    expect(row?.message_status).toBe('pending');
    const entries = await ctx.database.rows<{ action: string }>(
      sql`select action from activity_log where entity_id = ${id} order by created_at, action`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['contact.reply', 'contact.reply-failed']);
  });
});
