import { TEXT_MAX, todayIsoDate } from '@leadvault/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { revealFirstInvalid } from '@/components/ui/reveal-first-invalid';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { loadContactMessageSchemas, useAddContactMessage } from '../api/add-contact-message';
import { TextAreaField } from './text-area-field';

const CONTACT_SUCCESS = 'Message sent successfully!';
const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_ERROR = 'Error sending message. Please try again.';

/** The fields a person fills in, cleared after a message is sent. */
const TYPED_FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** Every value the form sends, read from the form itself when it is submitted. */
const SENT_FIELDS = [...TYPED_FIELDS, 'date', 'messageStatus', 'website'] as const;

/**
 * The schema's length limits as `maxLength`, so typing stops where the server would refuse.
 * Written out rather than read from the schema, which loads later; a unit test keeps them equal.
 */
export const CONTACT_FIELD_LIMITS = {
  name: TEXT_MAX.name,
  email: TEXT_MAX.email,
  subject: TEXT_MAX.title,
  message: TEXT_MAX.message,
  website: TEXT_MAX.url,
} as const;

type FieldErrors = Record<string, string>;

/** The spec's alerts: a network failure, the server's rate-limit message, any other refusal. */
function failureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return CONTACT_ERROR;
  if (error.status === 429) return error.message;
  return CONTACT_FAILED;
}

function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    if (typeof detail?.field === 'string' && typeof detail?.message === 'string') {
      errors[detail.field] = detail.message;
    }
  }
  return errors;
}

function readValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(SENT_FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
}

/** Checks the form's current values with the schema, loading it the first time. */
async function checkForm(form: HTMLFormElement) {
  const { checkContactForm } = await loadContactMessageSchemas();
  return checkContactForm(readValues(form));
}

/**
 * 'Send Us a Message': validated on submit, then again on each change; cleared after a success
 * toast. The inputs are the browser's own (uncontrolled) and the schema loads when the form is
 * first focused, so the page's first load carries no form or validation library.
 */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const send = useAddContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [messageLength, setMessageLength] = useState(0);

  const clearForm = (form: HTMLFormElement) => {
    for (const field of TYPED_FIELDS) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        input.value = '';
      }
    }
    // The next message is dated the day it is sent, as after a reset before.
    const date = form.elements.namedItem('date');
    if (date instanceof HTMLInputElement) date.value = todayIsoDate();
    setMessageLength(0);
    setSubmitted(false);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    let check: Awaited<ReturnType<typeof checkForm>>;
    try {
      check = await checkForm(form);
    } catch {
      // The schema's chunk did not arrive (offline, say): the same alert as a failed send.
      setFailure(CONTACT_ERROR);
      return;
    }
    // The messages must be on the page before the first invalid field is focused.
    flushSync(() => {
      setSubmitted(true);
      setErrors(check.errors);
    });
    if (!check.data) {
      revealFirstInvalid(form);
      return;
    }
    send.mutate(check.data, {
      onSuccess: () => {
        // The toast library loads with the first toast: /contact's first load does without it.
        void import('react-toastify').then(({ toast }) => toast.success(CONTACT_SUCCESS));
        clearForm(form);
      },
      onError: (error) => {
        setFailure(failureMessage(error));
        setErrors((current) => ({ ...current, ...serverFieldErrors(error) }));
      },
    });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (event.target.name === 'message') setMessageLength(event.target.value.length);
    if (submitted) void checkForm(form).then((check) => setErrors(check.errors));
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      // Someone about to type: fetch the schema now, so the submit does not wait for it.
      onFocus={() => void loadContactMessageSchemas()}
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your Name"
          name="name"
          autoComplete="name"
          maxLength={CONTACT_FIELD_LIMITS.name}
          error={errors.name}
        />
        <TextField
          label="Your Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_FIELD_LIMITS.email}
          error={errors.email}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        defaultValue={initialSubject}
        maxLength={CONTACT_FIELD_LIMITS.subject}
        error={errors.subject}
      />
      <TextAreaField
        label="Your Message"
        name="message"
        rows={6}
        count={messageLength}
        maxLength={CONTACT_FIELD_LIMITS.message}
        error={errors.message}
      />
      <input type="hidden" name="date" defaultValue={todayIsoDate()} />
      <input type="hidden" name="messageStatus" defaultValue="pending" />
      {/* A trap for bots: hidden from people and screen readers; a filled one is dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            maxLength={CONTACT_FIELD_LIMITS.website}
          />
        </label>
      </div>
      {errors.date ? <p className="text-sm font-medium text-red-600">{errors.date}</p> : null}
      <div className="flex flex-col gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          We answer within one business day. Your details are used only to reply to you.
        </p>
        <Button
          type="submit"
          size="lg"
          isLoading={send.isPending}
          loadingText="Sending..."
          className="shrink-0"
        >
          Send Message
        </Button>
      </div>
    </form>
  );
}
