import { maxLengths } from '@leadvault/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderWithQueries, stubFetch } from '@/lib/test-api';
import { ContactFormInput, checkContactForm } from '../api/contact-message-schemas';
import { CONTACT_FIELD_LIMITS, ContactForm } from './contact-form';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn() } }));

const fetchMock = stubFetch();

const renderForm = (initialSubject?: string) =>
  renderWithQueries(<ContactForm initialSubject={initialSubject} />);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fillIn() {
  fireEvent.change(field('Your Name'), { target: { value: 'Jane Prospect' } });
  fireEvent.change(field('Your Email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(field('Subject'), { target: { value: 'A custom list' } });
  fireEvent.change(field('Your Message'), { target: { value: 'Logistics in Germany.' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

afterEach(() => {
  vi.mocked(toast.success).mockClear();
});

describe('the contact form schema', () => {
  it('has the length limits the form writes out', () => {
    expect(CONTACT_FIELD_LIMITS).toEqual(maxLengths(ContactFormInput));
  });

  it('gives each field its first problem, or the message to send', () => {
    const empty = checkContactForm({ messageStatus: 'pending' });
    expect(empty.errors).toMatchObject({
      name: 'Name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    const sent = checkContactForm({
      name: ' Jane ',
      email: 'jane@example.com',
      subject: 'Hi',
      message: 'Hello',
      messageStatus: 'pending',
    });
    expect(sent.errors).toEqual({});
    expect(sent.data).toMatchObject({ name: 'Jane', messageStatus: 'pending' });
    expect(sent.data?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('ContactForm', () => {
  it('renders its fields with the limits and the subject it is given', () => {
    renderForm('Custom list');
    expect(field('Subject').value).toBe('Custom list');
    expect(field('Your Message').maxLength).toBe(CONTACT_FIELD_LIMITS.message);
    expect(field('Your Name').maxLength).toBe(CONTACT_FIELD_LIMITS.name);
  });

  it('shows every problem on submit, sends nothing, and checks again as the person types', async () => {
    renderForm();
    submit();
    await screen.findByText('Name is required.');
    expect(screen.getByText('Message is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Your Name')));
    expect(field('Your Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field('Your Name'), { target: { value: 'Jane' } });
    await waitFor(() => expect(screen.queryByText('Name is required.')).toBeNull());
    expect(screen.getByText('Email is required.')).toBeTruthy();
  });

  it('sends the message with its date and status, then clears the fields', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        _id: 'm1',
        name: 'Jane Prospect',
        email: 'jane@example.com',
        subject: 'A custom list',
        message: 'Logistics in Germany.',
        date: '2026-11-25',
        messageStatus: 'UnRead',
      }),
    );
    renderForm();
    fillIn();
    expect(screen.getByText('21 / 5,000 characters')).toBeTruthy();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent successfully!'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/add-contact-message');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Jane Prospect',
      email: 'jane@example.com',
      subject: 'A custom list',
      message: 'Logistics in Germany.',
      messageStatus: 'pending',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(field('Your Name').value).toBe('');
    expect(field('Your Message').value).toBe('');
  });

  it("shows the server's field messages and its rate-limit alert", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid input.',
          details: [{ field: 'email', message: 'This address cannot receive mail.' }],
        },
      }),
    );
    renderForm();
    fillIn();
    submit();
    await screen.findByText('This address cannot receive mail.');
    expect(screen.getByRole('alert').textContent).toContain('Failed to send message.');

    fetchMock.mockResolvedValueOnce(
      json(429, {
        error: { code: 'RATE_LIMITED', message: 'Too many messages. Try again later.' },
      }),
    );
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Too many messages.'),
    );
  });
});
