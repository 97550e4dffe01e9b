import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, latestOutboxMessage, send, useTestApp } from '../../../test/helpers.ts';
import { outboxMessagesAbout, paidOrder, seedPackage } from '../../../test/purchase.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

const save = (html: unknown, cookie: string) =>
  send(ctx.app, {
    method: 'POST',
    url: '/api/add-generate-email-template',
    body: { generateEmailTemplate: html },
    cookie,
  });

/** The order e-mail sent for `orderId`, quoted-printable decoded. */
function orderMailOf(orderId: string): string {
  const [mail = ''] = outboxMessagesAbout(ctx.dataDir, `Your LeadVault order ${orderId}`);
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('the e-mail template', () => {
  it('is for Admins and Managers; customers get 403 and visitors 401', async () => {
    const calls = [
      { url: '/api/email-template' },
      { url: '/api/email-templates' },
      { method: 'POST' as const, url: '/api/add-generate-email-template', body: {} },
      { method: 'POST' as const, url: '/api/email-template/nope/restore', body: {} },
      { method: 'POST' as const, url: '/api/email-template/test', body: {} },
    ];
    for (const call of calls) {
      expectError(await send(ctx.app, call), 401);
      expectError(await send(ctx.app, { ...call, cookie: ctx.customer.cookie }), 403);
    }
  });

  it('starts with the built-in template and lists the placeholders', async () => {
    const state = await send(ctx.app, { url: '/api/email-template', cookie: ctx.manager.cookie });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      current: null,
      placeholders: [
        '{{customerName}}',
        '{{orderId}}',
        '{{packageName}}',
        '{{amount}}',
        '{{ordersUrl}}',
      ],
    });
    expect(state.json().defaultTemplate).toContain('{{customerName}}');
  });

  it("saves with the spec's message; the newest is in use and sent with paid orders", async () => {
    const response = await save(
      '<h1>Thanks {{customerName}}</h1><p>{{orderId}}</p>',
      ctx.manager.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Template saved successfully!',
      template: { createdBy: ctx.manager.email },
    });
    const state = await send(ctx.app, { url: '/api/email-template', cookie: ctx.admin.cookie });
    expect(state.json().current).toMatchObject({
      generateEmailTemplate: '<h1>Thanks {{customerName}}</h1><p>{{orderId}}</p>',
      createdBy: ctx.manager.email,
    });

    const packageId = (await seedPackage(ctx.database)).id;
    const { order } = await paidOrder(ctx.app, ctx.customer.cookie, packageId);
    expect(orderMailOf(order.orderId)).toContain('<h1>Thanks Ada Lovelace</h1>');

    expectError(await save('   ', ctx.admin.cookie), 400);
    expectError(await save('x'.repeat(200_001), ctx.admin.cookie), 400);
  });

  it('saves a template with a misspelt placeholder and answers which placeholders are unknown', async () => {
    const html =
      '<p>Hi {{customerNmae}}, order {{ orderId }} {{ amount}} {{customerNmae}} {{Total}}</p>';
    const response = await save(html, ctx.manager.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Template saved successfully!',
      unknownPlaceholders: ['{{customerNmae}}', '{{Total}}'],
    });
    const state = await send(ctx.app, { url: '/api/email-template', cookie: ctx.admin.cookie });
    expect(state.json().current.generateEmailTemplate).toBe(html);

    const clean = await save('<p>Hi {{customerName}}</p>', ctx.manager.cookie);
    expect(clean.json().unknownPlaceholders).toEqual([]);
  });

  it('answers a blank template with a sentence for the editor', async () => {
    const response = await save('  ', ctx.admin.cookie);
    expectError(response, 400);
    expect(response.json().error.message).toBe("Enter the template's HTML.");
  });

  it('keeps the last 20 versions and restores an old one as the newest', async () => {
    for (let i = 1; i <= 22; i += 1) {
      expect((await save(`<p>Version ${i}</p>`, ctx.admin.cookie)).statusCode).toBe(200);
    }
    const versions = await send(ctx.app, {
      url: '/api/email-templates',
      cookie: ctx.manager.cookie,
    });
    const list = versions.json() as Array<{ _id: string; generateEmailTemplate: string }>;
    expect(list).toHaveLength(20);
    expect(list[0]?.generateEmailTemplate).toBe('<p>Version 22</p>');
    expect(list[19]?.generateEmailTemplate).toBe('<p>Version 3</p>');
    const [count] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from email_templates`,
    );
    expect(count?.count).toBe(20);

    const old = list[10];
    const restored = await send(ctx.app, {
      method: 'POST',
      url: `/api/email-template/${old?._id}/restore`,
      body: {},
      cookie: ctx.manager.cookie,
    });
    expect(restored.json()).toMatchObject({
      message: 'Template saved successfully!',
      template: { generateEmailTemplate: old?.generateEmailTemplate },
    });
    const state = await send(ctx.app, { url: '/api/email-template', cookie: ctx.admin.cookie });
    expect(state.json().current.generateEmailTemplate).toBe(old?.generateEmailTemplate);
    const after = (
      await send(ctx.app, { url: '/api/email-templates', cookie: ctx.admin.cookie })
    ).json();
    expect(after).toHaveLength(20);
    for (const id of ['nope', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(
        await send(ctx.app, {
          method: 'POST',
          url: `/api/email-template/${id}/restore`,
          body: {},
          cookie: ctx.admin.cookie,
        }),
        404,
      );
    }
    const entries = await ctx.database.rows<{ action: string }>(
      sql`select action from activity_log where entity = 'emailTemplate' and action = 'emailTemplate.restore'`,
    );
    expect(entries).toHaveLength(1);
  });

  it('sends a test to the person asking only, with example values', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/email-template/test',
      body: {
        generateEmailTemplate: '<p>Dear {{customerName}}, order {{orderId}} ({{amount}})</p>',
        to: 'x@example.com',
      },
      cookie: ctx.manager.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: ctx.manager.email });
    const { raw, text } = latestOutboxMessage(ctx.dataDir);
    expect(raw).toMatch(new RegExp(`^To: ${ctx.manager.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(raw).toMatch(/^Subject: \[Test\] Your LeadVault order TEST1234$/m);
    expect(text).toContain('Dear Ada Lovelace, order TEST1234 ($49.00)');

    // Without a draft: the template in use.
    const inUse = await send(ctx.app, {
      method: 'POST',
      url: '/api/email-template/test',
      body: {},
      cookie: ctx.admin.cookie,
    });
    expect(inUse.json()).toEqual({ sentTo: ctx.admin.email });
  });

  it('keeps the last save in use when saves share a moment', async () => {
    expect((await save('<p>earlier {{orderId}}</p>', ctx.admin.cookie)).statusCode).toBe(200);
    expect((await save('<p>later {{orderId}}</p>', ctx.admin.cookie)).statusCode).toBe(200);
    // PGlite's clock repeats within a millisecond: the time cannot tell these saves apart.
    await ctx.database.rows(sql`update email_templates set created_at = '2026-11-01T00:00:00Z'`);

    const state = await send(ctx.app, { url: '/api/email-template', cookie: ctx.admin.cookie });
    expect(state.json().current.generateEmailTemplate).toBe('<p>later {{orderId}}</p>');
    const versions = await send(ctx.app, { url: '/api/email-templates', cookie: ctx.admin.cookie });
    expect(versions.json()[0].generateEmailTemplate).toBe('<p>later {{orderId}}</p>');
    const packageId = (await seedPackage(ctx.database)).id;
    const { order } = await paidOrder(ctx.app, ctx.customer.cookie, packageId);
    expect(orderMailOf(order.orderId)).toContain(`later ${order.orderId}`);
  });
});
