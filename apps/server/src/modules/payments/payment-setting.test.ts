import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { SANDBOX_CLIENT_ID } from '../../paypal-sandbox/index.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });
let settingId: string;

beforeAll(async () => {
  const [row] = await ctx.database.rows<{ id: string }>(
    sql`insert into payment_settings (email) values ('') returning id`,
  );
  settingId = row?.id ?? '';
});

const put = (id: string, body: unknown, cookie?: string) =>
  send(ctx.app, { method: 'PUT', url: `/api/payment/${id}`, body, cookie });

describe('the payment setting in the back office', () => {
  it('is for Admins only, refused before the id or the body', async () => {
    for (const cookie of [undefined, ctx.customer.cookie, ctx.manager.cookie]) {
      const status = cookie ? 403 : 401;
      expectError(await send(ctx.app, { url: '/api/admin/payments', cookie }), status);
      expectError(await put(settingId, { email: '' }, cookie), status);
      expectError(await put('nope', { email: 'x' }, cookie), status);
    }
  });

  it('shows the stored client id beside the one checkout uses', async () => {
    const response = await send(ctx.app, { url: '/api/admin/payments', cookie: ctx.admin.cookie });
    expect(response.json()).toEqual([
      {
        _id: settingId,
        email: '',
        activeClientId: SANDBOX_CLIENT_ID,
        mode: 'sandbox',
        inUse: false,
      },
    ]);
  });

  it('stores a new client id (required), records it, and never changes what checkout uses', async () => {
    expectError(await put(settingId, { email: '   ' }, ctx.admin.cookie), 400, 'VALIDATION_ERROR');
    expectError(await put(settingId, {}, ctx.admin.cookie), 400);
    const response = await put(settingId, { email: ' AbC-live-client-id ' }, ctx.admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'AbC-live-client-id',
      activeClientId: SANDBOX_CLIENT_ID,
      inUse: false,
    });
    const publicAnswer = await send(ctx.app, { url: '/api/payments' });
    expect(publicAnswer.json()).toEqual([
      expect.objectContaining({ _id: settingId, email: SANDBOX_CLIENT_ID }),
    ]);
    const same = await put(settingId, { email: SANDBOX_CLIENT_ID }, ctx.admin.cookie);
    expect(same.json()).toMatchObject({ inUse: true });
    const entries = await ctx.database.rows<{ summary: string }>(
      sql`select summary from activity_log where entity = 'paymentSetting'`,
    );
    expect(entries).toHaveLength(2);
    for (const id of ['nope', '9b2f4c1e-0000-4000-8000-000000000000']) {
      expectError(await put(id, { email: 'x' }, ctx.admin.cookie), 404);
    }
  });
});
