import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  PHONE,
  screenshot,
  uniqueEmail,
  verificationLinkFor,
} from './browser.ts';

/** The demo accounts the test server seeds. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-demo-123' };
export const CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-123' };

type Credentials = { email: string; password: string };

/** Signs in on /login and waits until the app has sent the person on. */
export async function signInAs(page: Page, who: 'Admin' | 'Customer' | Credentials) {
  const { email, password } = who === 'Admin' ? ADMIN : who === 'Customer' ? CUSTOMER : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Staff may land on the customer dashboard or the admin one.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Fills /register and presses Sign Up (stays on /register if the page is there already). */
export async function signUpThroughForm(page: Page, account: { name: string } & Credentials) {
  if (new URL(page.url()).pathname !== '/register') await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/**
 * A new customer signed up on /register and left on the dashboard; answers the address. With
 * `verified`, they first open the "Verify your e-mail" link mailed at sign-up (revealing with
 * the free credits and making API keys need it).
 */
export async function signUpNewCustomer(
  page: Page,
  name: string,
  emailPrefix: string,
  { verified = false }: { verified?: boolean } = {},
) {
  const email = uniqueEmail(emailPrefix);
  await signUpThroughForm(page, { name, email, password: 'secret-pass-1' });
  await page.waitForURL('**/user-dashboard');
  if (verified) {
    await verifyEmailByLink(page, email);
    await page.goto('/user-dashboard');
  }
  return email;
}

/** Opens the verification link mailed to this address, signed in as its account. */
export async function verifyEmailByLink(page: Page, email: string) {
  await page.goto(verificationLinkFor(email));
  await page.getByText('Your e-mail address is confirmed.').waitFor();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call from the page's own context (its cookies), as the web app makes it. */
export async function apiRequest(page: Page, method: Method, url: string, data?: unknown) {
  const response = await page.request.fetch(url, {
    method,
    // The web client sends `{}` for a body-less write: the server refuses an empty JSON body.
    data: data ?? (method === 'GET' ? undefined : {}),
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
  });
  const body = await response.text();
  return { status: response.status(), json: body ? JSON.parse(body) : undefined, body };
}

/** `apiRequest` that expects success and answers the parsed JSON. */
export async function apiCall(page: Page, method: Method, url: string, data?: unknown) {
  const { status, json, body } = await apiRequest(page, method, url, data);
  if (status >= 400) throw new Error(`${method} ${url}: ${status} ${body}`);
  return json;
}

/**
 * A new account made through the API in this page's context, which it leaves signed in (sign-up
 * signs nobody in: like the web app, it signs in with the password just chosen).
 */
export async function signUpByApi(page: Page, account: { name: string } & Credentials) {
  await apiCall(page, 'POST', '/api/auth/sign-up/email', account);
  await apiCall(page, 'POST', '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
}

export type Billing = {
  customerName: string;
  address: string;
  cityName: string;
  countryName: string;
  customerWebsite?: string;
  customerNote?: string;
};

type PlacedOrder = { _id: string; orderId: string };

/** An order for `packageId` (the first public package when left out), not paid yet. */
export async function placeOrder(
  page: Page,
  billing: Billing,
  packageId?: string,
): Promise<{ order: PlacedOrder; price: number }> {
  const packages: Array<{ _id: string; price: number }> = await apiCall(
    page,
    'GET',
    '/api/packages',
  );
  const pkg = packageId ? packages.find((one) => one._id === packageId) : packages[0];
  if (!pkg) throw new Error(packageId ? `no package ${packageId}` : 'no seeded package');
  const order = await apiCall(page, 'POST', '/api/new-order', { packageId: pkg._id, ...billing });
  return { order, price: pkg.price };
}

export type PaidOrder = {
  _id: string;
  orderId: string;
  packagePrice: number;
  paymentStatus: string;
};

/**
 * A paid order: the order, PayPal's order, the buyer's approval on the sandbox's page and the
 * capture, as the pay page makes them.
 */
export async function paidOrder(
  page: Page,
  billing: Billing,
  packageId?: string,
): Promise<PaidOrder> {
  const { order } = await placeOrder(page, billing, packageId);
  const { id: paypalOrderId } = await apiCall(page, 'POST', '/api/paypal/orders', {
    orderId: order._id,
  });
  const approval = await page.request.post(`/sandbox/paypal/checkoutnow/${paypalOrderId}/approve`, {
    form: {},
    maxRedirects: 0,
    headers: { origin: baseUrl() },
  });
  expect(approval.status()).toBe(303);
  return apiCall(page, 'POST', `/api/paypal/orders/${paypalOrderId}/capture`, {});
}

type Rgb = [number, number, number];

/**
 * A real PNG made here, so an upload goes through the server's image checks without a fixture
 * file: one colour, or with `stripe` a lighter band across the middle third (like a logo).
 */
export function png(width: number, height: number, colour: Rgb, stripe?: Rgb): Promise<Buffer> {
  const [r, g, b] = colour;
  const image = sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
  if (stripe) {
    const top = Math.floor(height / 3) + 1;
    const bandHeight = Math.max(1, Math.ceil((2 * height) / 3) - top);
    const [sr, sg, sb] = stripe;
    image.composite([
      {
        input: {
          create: { width, height: bandHeight, channels: 3, background: { r: sr, g: sg, b: sb } },
        },
        top,
        left: 0,
      },
    ]);
  }
  return image.png().toBuffer();
}

/** Full-page screenshots `<name>-1280` and `<name>-390`, back at the desktop width after. */
export async function screenshotBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}
