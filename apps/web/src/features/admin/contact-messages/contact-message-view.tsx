import { type ContactMessage, ContactReplyInput } from '@leadvault/contract';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorText, PageFrame, Panel, QueryState } from '@/components/kit';
import { PlainTextAreaField } from '@/components/kit/plain-fields';
import { StatusBadge } from '@/components/kit/status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

import { useContactMessage } from './api/get-contact-message';
import { useReplyContactMessage } from './api/reply-contact-message';
import { useUpdateContactMessage } from './api/update-contact-message';
import { isRead } from './contact-messages-table';

/** One message: who wrote, when, what; Mark as Read; and a reply by e-mail. */
export function ContactMessagePage() {
  const { id = '' } = useParams();
  const message = useContactMessage(id);
  return (
    <PageFrame
      title="Contact Message"
      back={{ to: paths.admin.contactMessages, label: 'Contact Messages' }}
    >
      <QueryState query={message} label="Loading the message...">
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <MessageCard message={data} />
            <ReplyForm key={data._id} message={data} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const update = useUpdateContactMessage();
  const navigate = useNavigate();
  return (
    <Panel
      title={message.subject}
      actions={<StatusBadge status={isRead(message) ? 'Read' : 'Unread'} />}
    >
      <dl className="grid gap-4 border-b border-slate-100 pb-5 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Name</dt>
          <dd className="mt-1 text-sm break-words text-slate-900">{message.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Email</dt>
          <dd className="mt-1 text-sm break-all text-slate-900">{message.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Date</dt>
          <dd className="mt-1 text-sm text-slate-900 tabular-nums">{message.date}</dd>
        </div>
      </dl>
      <p className="mt-5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
        {message.message}
      </p>
      {update.isError ? (
        <Alert variant="error" className="mt-5">
          {errorText(update.error)}
        </Alert>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button
          isLoading={update.isPending}
          loadingText="Saving..."
          disabled={isRead(message)}
          onClick={() =>
            update.mutate(
              { id: message._id, input: { messageStatus: 'Read' } },
              { onSuccess: () => navigate(paths.admin.contactMessages) },
            )
          }
        >
          {isRead(message) ? 'Already read' : 'Mark as Read'}
        </Button>
      </div>
    </Panel>
  );
}

function ReplyForm({ message }: { message: ContactMessage }) {
  const reply = useReplyContactMessage();
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const form = useZodForm(ContactReplyInput, { defaultValues: { subject, message: '' } });
  const { errors } = form.formState;
  return (
    <Panel title="Reply by e-mail">
      <Form
        form={form}
        className="space-y-5"
        onSubmit={(input) =>
          reply.mutate(
            { id: message._id, input },
            {
              onSuccess: ({ sentTo }) => {
                toast.success(`Reply sent to ${sentTo}.`);
                form.reset({ subject, message: '' });
              },
            },
          )
        }
      >
        <p className="text-sm text-slate-600">
          To <span className="font-medium break-all text-slate-900">{message.email}</span>. Their
          message is quoted below your text.
        </p>
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <PlainTextAreaField
          label="Your reply"
          rows={7}
          error={errors.message?.message}
          {...form.register('message')}
        />
        {reply.isError ? <Alert variant="error">{errorText(reply.error)}</Alert> : null}
        <Button type="submit" fullWidth isLoading={reply.isPending} loadingText="Sending...">
          Send Reply
        </Button>
      </Form>
    </Panel>
  );
}
