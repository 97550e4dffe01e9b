import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { EmailStatus } from './email-status';

const fetchMock = stubFetch();

const checkedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
type BadgeLead = Parameters<typeof EmailStatus>[0]['lead'];

const lead: BadgeLead = {
  _id: '6f9d1c1e-0000-4000-8000-000000000001',
  firstName: 'Jane',
  lastName: 'Doe',
  emailStatus: 'valid',
  verifiedAt: checkedAt,
  verificationReason: 'mailbox_exists',
  unlocked: false,
};

const evidence = {
  check: {
    status: 'valid',
    reason: 'mailbox_exists',
    flags: ['role'],
    smtpCode: 250,
    enhancedCode: '2.1.5',
    reply: 'Recipient ok',
    mailHost: 'mx1.acme.example',
    method: 'smtp',
    checkedAt,
  },
};

const renderBadge = (props: Partial<BadgeLead> = {}) =>
  renderWithQueries(<EmailStatus lead={{ ...lead, ...props }} />);

const evidenceButton = () =>
  screen.getByRole('button', { name: 'How we checked the e-mail of Jane Doe' });

describe('the e-mail status badge', () => {
  it('says what our check concluded and when, the exact time on hover', () => {
    renderBadge();
    expect(screen.getByText('Valid')).toBeTruthy();
    const time = screen.getByText('checked 3 days ago');
    expect(time.getAttribute('dateTime')).toBe(checkedAt);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
  });

  it('says a lead we never checked is checked free at the reveal, with no evidence to open', () => {
    renderBadge({ verifiedAt: null, verificationReason: null, emailStatus: 'accept_all' });
    expect(screen.getByText('Accept-all (catch-all)')).toBeTruthy();
    expect(screen.getByText('Not checked yet — checked free when you reveal')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the evidence only once opened, and shows it', async () => {
    fetchMock.mockResolvedValue(json(200, evidence));
    renderBadge();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(evidenceButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(evidenceButton());
    expect(evidenceButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading the check...');
    await screen.findByText('mx1.acme.example');

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/leads/${lead._id}/verification`);
    expect(screen.getByText('Valid: Mailbox exists')).toBeTruthy();
    expect(screen.getByText('250 2.1.5')).toBeTruthy();
    expect(screen.getByText('Recipient ok')).toBeTruthy();
    expect(screen.getByText(/^No: it refuses addresses/)).toBeTruthy();
    expect(screen.getByText('Our SMTP check')).toBeTruthy();
    expect(screen.getByText('Role address (info@, sales@, …)')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    fetchMock.mockResolvedValue(json(200, evidence));
    renderBadge();
    evidenceButton().focus();
    fireEvent.click(evidenceButton());
    await screen.findByText('mx1.acme.example');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('mx1.acme.example')).toBeNull();
    expect(evidenceButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(evidenceButton());
  });

  it('opens on keyboard focus and closes when the focus leaves', async () => {
    fetchMock.mockResolvedValue(json(200, evidence));
    renderBadge();
    act(() => evidenceButton().focus());
    await screen.findByText('mx1.acme.example');
    act(() => evidenceButton().blur());
    expect(screen.queryByText('mx1.acme.example')).toBeNull();
  });

  it('says when the check could not be loaded, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(
      json(500, { error: { code: 'INTERNAL', message: 'The server had a problem.' } }),
    );
    renderBadge();
    fireEvent.click(evidenceButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't load this check.The server had a problem.Try Again",
    );
    fetchMock.mockResolvedValueOnce(json(200, { check: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(
        screen.getByText('Not checked yet — checked free when you reveal.', { exact: false }),
      ).toBeTruthy(),
    );
  });
});
