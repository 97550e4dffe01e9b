import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  latestOutboxMessageTo,
  PHONE,
  screenshot,
  uniqueEmail,
  useBrowser,
  verificationLinkFor,
} from './support/browser.ts';
import { ADMIN, signInAs, signUpByApi } from './support/fixtures.ts';

const browser = useBrowser();

const NOT_STAFF = 'You are not authorized to access this page. (your are not admin or Manager)';

let admin: Page;
beforeAll(async () => {
  admin = await browser.newPage();
  await signInAs(admin, 'Admin');
});

describe('staff invitation: the role waits for a verified address', () => {
  it('shows each staff address status on Manage Users, resends, and applies the role after the link', async () => {
    const email = uniqueEmail('new.boss');
    await admin.goto('/admin/manage-users/');
    await admin.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await admin.getByLabel('User Name').fill('Nova Boss');
    await admin.getByLabel('User Email').fill(email);
    await admin.getByLabel('User Role').selectOption('Manager');
    await admin.getByRole('button', { name: 'Add User' }).click();
    // Staff stay on the list, with the new row shown.
    await admin.getByRole('row').filter({ hasText: email }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/manage-users/');
    await admin.getByText(`We e-mailed ${email} an invitation to create an account`).waitFor();
    expect(latestOutboxMessageTo(email)).toContain('/register');

    // Manage Users: the new address has no account; the seeded Admin is verified.
    await admin.goto('/admin/manage-users/');
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByText('No account yet').waitFor();
    const adminRow = admin.getByRole('row').filter({ hasText: ADMIN.email });
    await adminRow.getByText('Verified').waitFor();
    expect(await adminRow.getByRole('button', { name: /Resend invitation/ }).count()).toBe(0);
    await screenshot(admin, 'admin-manage-users-status-1280');

    // Resend: once, then the per-address minute limit explains itself.
    await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await admin.getByText(`Invitation sent again to ${email}.`).waitFor();
    await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await admin
      .getByText('An e-mail went to this address less than a minute ago.', { exact: false })
      .waitFor();

    // Someone signs up with the address: a customer, not staff, until the address is proved.
    const person = await browser.newPage();
    await signUpByApi(person, { name: 'Nova Boss', email: email, password: 'nova-pass-123' });
    await person.goto('/admin/dashboard');
    await person.getByText(NOT_STAFF).waitFor();
    await person.getByText('Were you added to the staff list?').waitFor();
    await screenshot(person, 'admin-not-authorized-unverified-1280');
    await admin.reload();
    await row.getByText('Invitation sent — address not verified').waitFor();
    await screenshot(admin, 'admin-manage-users-unverified-1280');

    // Opened signed out, the link asks for sign-in first and changes nothing by itself.
    const link = verificationLinkFor(email);
    const stranger = await browser.newPage();
    await stranger.goto(link);
    await stranger.waitForURL((url) => url.pathname === '/login');
    await admin.reload();
    await row.getByText('Invitation sent — address not verified').waitFor();

    // Opened by the signed-in owner: confirmed, and they land on the dashboard as Manager.
    await person.goto(link);
    await person.waitForURL('**/admin/dashboard');
    await person
      .getByText('Your e-mail address is confirmed: your Manager access is on.')
      .waitFor();
    await person.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await screenshot(person, 'admin-dashboard-after-verification-1280');

    await admin.reload();
    await row.getByText('Verified').waitFor();
    expect(await row.getByRole('button', { name: /Resend invitation/ }).count()).toBe(0);

    // The same page on a phone.
    const phone = await browser.newPage(PHONE);
    await signInAs(phone, 'Admin');
    await phone.goto('/admin/manage-users/');
    await phone.getByRole('row').filter({ hasText: email }).getByText('Verified').waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'admin-manage-users-status-390');
  });

  it('explains a link opened in the wrong account and offers to sign out', async () => {
    const email = uniqueEmail('wrong.account');
    await admin.request.post('/api/add-user', {
      data: { userName: 'Wrong Account', userEmail: email, userRole: 'Manager' },
      headers: { origin: baseUrl() },
    });
    const owner = await browser.newPage();
    await signUpByApi(owner, { name: 'Owner', email: email, password: 'owner-pass-123' });
    const link = verificationLinkFor(email);

    const other = await browser.newPage(PHONE);
    await signUpByApi(other, {
      name: 'Other',
      email: uniqueEmail('other'),
      password: 'other-pass-123',
    });
    await other.goto(link);
    await other.getByText('This link confirms another account.', { exact: false }).waitFor();
    await other.getByRole('button', { name: 'Sign out and use another account' }).waitFor();
    await screenshot(other, 'verify-email-wrong-account-390');
  });
});
