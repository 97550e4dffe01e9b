import { describe, expect, it } from 'vitest';
import { expectError, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import { recordActivity } from './service.ts';

const ctx = useTestApp();

describe('GET /api/activity', () => {
  it('is for Admins only', async () => {
    expectError(await send(ctx.app, { url: '/api/activity' }), 401);
    for (const role of ['Customer', 'Manager'] as const) {
      const person = await signInAs(ctx.app, role);
      expectError(await send(ctx.app, { url: '/api/activity', cookie: person.cookie }), 403);
    }
  });

  it('lists the newest changes first, for one record or across the store', async () => {
    const admin = await signInAs(ctx.app, 'Admin');
    const actor = { user: { id: admin.userId, email: admin.email } };
    // One transaction: both entries share created_at, so the order rests on the tie-break.
    await ctx.database.db.transaction(async (tx) => {
      await recordActivity(tx, actor, {
        action: 'content.update',
        entity: 'banner',
        entityId: 'b1',
        summary: 'Banner saved',
      });
      await recordActivity(tx, actor, {
        action: 'order.status',
        entity: 'order',
        entityId: 'o1',
        summary: 'Payment Pending → Received',
        details: { from: 'Pending', to: 'Received' },
      });
    });

    const all = await send(ctx.app, { url: '/api/activity?limit=10', cookie: admin.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((entry: { summary: string }) => entry.summary)).toEqual([
      'Payment Pending → Received',
      'Banner saved',
    ]);

    const forOrder = await send(ctx.app, {
      url: '/api/activity?entity=order&entityId=o1',
      cookie: admin.cookie,
    });
    expect(forOrder.json()).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        details: { from: 'Pending', to: 'Received' },
      }),
    ]);
    expectError(
      await send(ctx.app, { url: '/api/activity?limit=1000', cookie: admin.cookie }),
      400,
    );
  });
});
