import { ContactMessageInput, todayIsoDate } from '@leadvault/contract';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useAddContactMessage } from '../api/add-contact-message';
import { TextAreaField } from './text-area-field';

/** The contract's input plus the status the spec's form sends (the server stores UnRead). */
const ContactFormInput = ContactMessageInput.extend({ messageStatus: z.literal('pending') });
type ContactFormValues = z.input<typeof ContactFormInput>;

const CONTACT_SUCCESS = 'Message sent successfully!';
const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_ERROR = 'Error sending message. Please try again.';

const FIELDS = ['name', 'email', 'subject', 'message', 'date'] as const;

const emptyForm = (subject = ''): ContactFormValues => ({
  name: '',
  email: '',
  subject,
  message: '',
  date: todayIsoDate(),
  messageStatus: 'pending',
  website: '',
});

/** The spec's alerts: a network failure, the server's rate-limit message, any other refusal. */
function failureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return CONTACT_ERROR;
  if (error.status === 429) return error.message;
  return CONTACT_FAILED;
}

function serverFieldErrors(error: unknown): Array<{ field: string; message: string }> {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (detail): detail is { field: string; message: string } =>
      typeof detail?.field === 'string' && typeof detail?.message === 'string',
  );
}

/** 'Send Us a Message': validated on submit, cleared after a success toast. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const send = useAddContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ContactFormInput, { defaultValues: emptyForm(initialSubject) });
  const { errors } = form.formState;
  const messageLength = form.watch('message')?.length ?? 0;

  const onSubmit = (values: z.output<typeof ContactFormInput>) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => {
        // The toast library loads with the first toast: /contact's first load does without it.
        void import('react-toastify').then(({ toast }) => toast.success(CONTACT_SUCCESS));
        form.reset(emptyForm());
      },
      onError: (error) => {
        setFailure(failureMessage(error));
        for (const { field, message } of serverFieldErrors(error)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as Path<ContactFormValues>, { message });
          }
        }
      },
    });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="relative space-y-5"
    >
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Your Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField
        label="Your Message"
        rows={6}
        count={messageLength}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <input type="hidden" {...form.register('date')} />
      <input type="hidden" {...form.register('messageStatus')} />
      {/* A trap for bots: hidden from people and screen readers; a filled one is dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {errors.date?.message ? (
        <p className="text-sm font-medium text-red-600">{errors.date.message}</p>
      ) : null}
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
    </Form>
  );
}
