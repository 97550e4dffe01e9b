import { checkVatId } from '@leadvault/contract';
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  outboxMessagesTo,
  type SignedIn,
  secondProcess,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { paidOrder, placeOrder, seedPackage, webhooksDelivered } from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { issueInvoice } from './issue.ts';
import { DEMO_SELLER } from './settings.ts';

const ctx = useTestApp({
  people: { owner: 'Customer', other: 'Customer', admin: 'Admin', manager: 'Manager' },
});
let packageId: string;
const YEAR = new Date().getUTCFullYear();
const numberOf = (seq: number) => `INV-${YEAR}-${String(seq).padStart(6, '0')}`;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database, { packageName: 'Dublin Tech Leads' })).id;
  const saved = await saveSettings(ctx.admin, DEMO_SELLER);
  expect(saved.statusCode, saved.body).toBe(200);
});

function saveSettings(who: SignedIn | undefined, body: unknown) {
  return send(ctx.app, { method: 'PUT', url: '/api/invoice-settings', cookie: who?.cookie, body });
}

function download(id: string, who: SignedIn | undefined, kind = 'invoice', app = ctx.app) {
  return send(app, { method: 'GET', url: `/api/orders/${id}/${kind}`, cookie: who?.cookie });
}

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

async function documentsOf(orderId: string) {
  return ctx.database.db
    .select()
    .from(schema.invoices)
    .where(eq(schema.invoices.orderId, orderId))
    .orderBy(schema.invoices.seq);
}

/** Every issued number of the year is 1..n, each once, and the counter says n. */
async function expectGapFree() {
  const rows = await ctx.database.rows<{ seq: number }>(
    sql`select seq from invoices where year = ${YEAR} order by seq`,
  );
  const [counter] = await ctx.database.rows<{ last_number: number }>(
    sql`select last_number from invoice_counters where year = ${YEAR}`,
  );
  const seqs = rows.map((row) => Number(row.seq));
  expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  expect(Number(counter?.last_number ?? 0)).toBe(seqs.length);
  return seqs.length;
}

describe('VAT id formats (jsvat)', () => {
  it.each([
    ['DE136695976', 'Germany', 'DE136695976'],
    ['de 136 695 976', 'Germany', 'DE136695976'],
    ['136695976', 'Germany', 'DE136695976'],
    ['FR40303265045', 'France', 'FR40303265045'],
    ['094259216', 'Greece', 'EL094259216'],
    ['IE6388047V', 'Ireland', 'IE6388047V'],
    ['GB980780684', 'United Kingdom', 'GB980780684'],
    ['CZ25123891', 'Czechia', 'CZ25123891'],
    ['12-3456789', 'United States', '123456789'],
    ['', 'Germany', ''],
  ])('%s for %s is valid, kept as %s', (typed, country, kept) => {
    expect(checkVatId(typed, country)).toEqual({ valid: true, vatId: kept });
  });

  it.each([
    ['DE136695977', 'Germany'],
    ['FR40303265045', 'Germany'],
    ['ATU1234', 'Austria'],
    ['NL12345', 'Netherlands'],
    ['x', 'United States'],
    ['DE 136/695%976', 'Germany'],
  ])('%s for %s is refused with a message', (typed, country) => {
    const checked = checkVatId(typed, country);
    expect(checked.valid).toBe(false);
    if (!checked.valid) expect(checked.message).toMatch(/VAT ID/);
  });

  it('checkout stores the company and the normalized VAT id, and refuses a bad one', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId, {
      companyName: 'Acme GmbH',
      vatId: 'de 136 695 976',
      countryName: 'Germany',
    });
    expect(order).toMatchObject({ companyName: 'Acme GmbH', vatId: 'DE136695976' });
    const refused = await send(ctx.app, {
      method: 'POST',
      url: '/api/new-order',
      cookie: ctx.owner.cookie,
      body: {
        packageId,
        customerName: 'Ada',
        address: '1 Street',
        cityName: 'Berlin',
        countryName: 'Germany',
        vatId: 'DE136695977',
      },
    });
    const error = expectValidationError(refused);
    expect(JSON.stringify(error)).toContain('This is not a VAT ID of Germany');
    const withoutVat = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    expect(withoutVat).toMatchObject({ companyName: '', vatId: '' });
  });
});

describe('seller details', () => {
  it('are Admin-only', async () => {
    expectError(await send(ctx.app, { method: 'GET', url: '/api/invoice-settings' }), 401);
    for (const who of [ctx.owner, ctx.manager]) {
      expectError(
        await send(ctx.app, { method: 'GET', url: '/api/invoice-settings', cookie: who.cookie }),
        403,
      );
      expectError(await saveSettings(who, DEMO_SELLER), 403);
    }
    const read = await send(ctx.app, {
      method: 'GET',
      url: '/api/invoice-settings',
      cookie: ctx.admin.cookie,
    });
    expect(read.json()).toEqual(DEMO_SELLER);
  });

  it('are validated', async () => {
    expectValidationError(await saveSettings(ctx.admin, { ...DEMO_SELLER, legalName: ' ' }));
    expectValidationError(await saveSettings(ctx.admin, { ...DEMO_SELLER, numberPrefix: 'IN V' }));
    expectValidationError(
      await saveSettings(ctx.admin, { ...DEMO_SELLER, numberPrefix: 'TOOLONGPREFIX' }),
    );
    const lower = await saveSettings(ctx.admin, { ...DEMO_SELLER, numberPrefix: 'inv' });
    expect(lower.json().numberPrefix).toBe('INV');
  });
});

describe('invoices', () => {
  let paid: { _id: string; orderId: string };
  let captureId: string;

  beforeAll(async () => {
    const placed = await placeOrder(ctx.app, ctx.owner.cookie, packageId, {
      companyName: 'Lovelace Analytics Ltd',
      vatId: 'GB980780684',
    });
    // As a code would have set them (the discount tests place orders with real codes).
    await ctx.database.db
      .update(schema.orders)
      .set({ discountCode: 'LAUNCH10', discountCents: 490 })
      .where(eq(schema.orders.id, placed._id));
    const { startPayPal, approveInSandbox, capture } = await import('../../../test/purchase.ts');
    const paypalOrderId = await startPayPal(ctx.app, ctx.owner.cookie, placed._id);
    await approveInSandbox(ctx.app, paypalOrderId);
    const captured = await capture(ctx.app, ctx.owner.cookie, paypalOrderId);
    expect(captured.statusCode, captured.body).toBe(200);
    await webhooksDelivered(ctx.app);
    paid = placed;
    const [row] = await ctx.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, placed._id));
    captureId = row?.transactionId ?? '';
  });

  it('is issued when PayPal settles the order, with every field in its text', async () => {
    const [invoice] = await documentsOf(paid._id);
    // $49.00 less the order's $4.90 discount.
    expect(invoice).toMatchObject({ kind: 'invoice', totalCents: 4410 });
    expect(invoice?.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
    const response = await download(paid._id, ctx.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${invoice?.number}.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'INVOICE',
      invoice?.number ?? '?',
      'LeadVault Demo Ltd',
      '12 Harbour Street',
      'IE6388047V',
      'Lovelace Analytics Ltd',
      'Ada Lovelace',
      'VAT ID: GB980780684',
      '12 Analytical Street',
      'London, United Kingdom',
      'Dublin Tech Leads',
      '$49.00',
      'Discount (LAUNCH10)',
      '$44.10',
      paid.orderId,
      captureId,
      'VAT reverse charge',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is attached to the order e-mail, which lists what was bought', async () => {
    const [message] = outboxMessagesTo(ctx.dataDir, ctx.owner.email).filter((found) =>
      found.text.includes(paid.orderId),
    );
    expect(message?.raw).toContain('Content-Type: application/pdf');
    expect(message?.text).toMatch(/filename="?INV-/);
    expect(message?.text).toContain('Your invoice is attached');
    // What was bought: the package's databases (here two external links).
    expect(message?.text).toContain('Your databases:');
    expect(message?.text).toContain('- Database 1 (online link)');
  });

  it('is for the owner and Admins only', async () => {
    expect((await download(paid._id, ctx.admin)).statusCode).toBe(200);
    expectError(await download(paid._id, ctx.other), 404);
    expectError(await download(paid._id, ctx.manager), 404);
    expectError(await download(paid._id, undefined), 401);
    expectError(await download('9b2f4c1e-0000-4000-8000-000000000000', ctx.owner), 404);
    expectError(await download(paid._id, ctx.owner, 'credit-note'), 404);
    const unpaid = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(await download(unpaid._id, ctx.owner), 404);
  });

  it('is issued for an order a code paid in full, saying nothing was charged', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/discount-codes',
      cookie: ctx.admin.cookie,
      body: {
        code: 'ONTHEHOUSE',
        kind: 'percent',
        value: 100,
        packageIds: null,
        validFrom: null,
        validUntil: null,
        redemptionLimit: null,
        oncePerCustomer: false,
        active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const free = await placeOrder(ctx.app, ctx.owner.cookie, packageId, {
      discountCode: 'ONTHEHOUSE',
    });
    const text = await pdfText((await download(free._id, ctx.owner)).rawPayload);
    expect(text).toContain('Discount (ONTHEHOUSE)');
    expect(text).toContain('Paid in full: the discount code ONTHEHOUSE, nothing was charged.');
  });

  it('prints a discount line and the total after it', async () => {
    const placed = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    await ctx.database.db
      .update(schema.orders)
      .set({ discountCode: 'LAUNCH10', discountCents: 490 })
      .where(eq(schema.orders.id, placed._id));
    const marked = await send(ctx.app, {
      method: 'PUT',
      url: `/api/order/${placed._id}`,
      cookie: ctx.admin.cookie,
      body: { paymentStatus: 'Received' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const text = await pdfText((await download(placed._id, ctx.owner)).rawPayload);
    expect(text).toContain('Discount (LAUNCH10)');
    expect(text).toContain('-$4.90');
    expect(text).toContain('$44.10');
    expect(text).toContain('recorded by staff');
  });

  it('never changes once issued, whatever the seller details become', async () => {
    const before = (await download(paid._id, ctx.owner)).rawPayload;
    const changed = await saveSettings(ctx.admin, {
      ...DEMO_SELLER,
      legalName: 'Renamed Holdings plc',
      numberPrefix: 'LV',
    });
    expect(changed.statusCode).toBe(200);
    const after = (await download(paid._id, ctx.owner)).rawPayload;
    expect(Buffer.compare(before, after)).toBe(0);
    const [issued] = await documentsOf(paid._id);
    expect(issued?.seller.legalName).toBe('LeadVault Demo Ltd');

    try {
      const next = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
      const text = await pdfText((await download(next.order._id, ctx.owner)).rawPayload);
      expect(text).toContain('Renamed Holdings plc');
      expect(text).toMatch(new RegExp(`LV-${YEAR}-\\d{6}`));
    } finally {
      await saveSettings(ctx.admin, DEMO_SELLER);
    }
  });

  it('a refund issues a credit note with the next number, referring to the invoice', async () => {
    const { order } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
    await webhooksDelivered(ctx.app);
    const refunded = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      cookie: ctx.admin.cookie,
      body: { reason: 'Customer asked' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await webhooksDelivered(ctx.app);
    const [invoice, creditNote] = await documentsOf(order._id);
    expect(creditNote).toMatchObject({ kind: 'credit_note', creditsInvoiceId: invoice?.id });
    expect(creditNote?.seq).toBeGreaterThan(invoice?.seq ?? 0);
    const response = await download(order._id, ctx.owner, 'credit-note');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(creditNote?.number ?? '?');
    expect(text).toContain(`cancels invoice ${invoice?.number}`);
    expect(text).toContain('-$49.00');
    expectError(await download(order._id, ctx.other, 'credit-note'), 404);
    // The invoice stays downloadable next to it.
    expect((await download(order._id, ctx.owner)).statusCode).toBe(200);
    await expectGapFree();
  });
});

describe('the number sequence', () => {
  it('a rolled-back settlement gives its number back', async () => {
    const before = await expectGapFree();
    const placed = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const [row] = await ctx.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, placed._id));
    if (!row) throw new Error('no order');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await issueInvoice(tx, row);
        throw new Error('the settlement failed after numbering');
      }),
    ).rejects.toThrow('the settlement failed');
    expect(await expectGapFree()).toBe(before);
    await ctx.database.db.transaction((tx) => issueInvoice(tx, row));
    expect(await expectGapFree()).toBe(before + 1);
    const [issued] = await documentsOf(placed._id);
    expect(issued?.number).toBe(numberOf(before + 1));
  });

  describe('under 50 parallel settlements on two processes', () => {
    let second: Awaited<ReturnType<typeof secondProcess>>;

    beforeAll(async () => {
      // On PostgreSQL a second pool on the same database is a second process's view of it.
      second = await secondProcess();
    });
    afterAll(async () => {
      await second?.close();
    });

    it('hands out each number once, without a gap, one per order', async () => {
      const before = await expectGapFree();
      const placed = await Promise.all(
        Array.from({ length: 50 }, () => placeOrder(ctx.app, ctx.owner.cookie, packageId)),
      );
      const started = Date.now();
      const answers = await Promise.all(
        placed.map((order, index) =>
          send(index % 2 === 0 ? ctx.app : second.app, {
            method: 'PUT',
            url: `/api/order/${order._id}`,
            cookie: ctx.admin.cookie,
            body: { paymentStatus: 'Received' },
          }),
        ),
      );
      const elapsed = Date.now() - started;
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(await expectGapFree()).toBe(before + 50);
      const issued = await ctx.database.rows<{ order_id: string; number: string }>(
        sql`select order_id, number from invoices where kind = 'invoice'
            and order_id in (${sql.join(
              placed.map((order) => sql`${order._id}::uuid`),
              sql`, `,
            )})`,
      );
      expect(new Set(issued.map((row) => row.order_id)).size).toBe(50);
      expect(new Set(issued.map((row) => row.number)).size).toBe(50);
      console.info(`50 parallel settlements on two apps: ${elapsed} ms`);
    });
  });
});
