import {
  type ContactMessage,
  ContactReplyInput,
  type ContactReplyResult,
} from '@leadvault/contract';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import {
  AdminFormFrame,
  PageFrame,
  Panel,
  TextareaField,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
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
          <dd className="mt-1 text-sm text-slate-900 tabular-nums">{formatDate(message.date)}</dd>
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
  const editor = useAdminForm({
    schema: ContactReplyInput,
    defaultValues: { subject, message: '' },
    save: (input) => reply.mutateAsync({ id: message._id, input }),
    successMessage: (sent) =>
      toast.success(`Reply sent to ${(sent as ContactReplyResult).sentTo}.`),
    errorMessage: 'Failed to send the reply.',
  });
  return (
    <AdminFormFrame
      editor={editor}
      title="Reply by e-mail"
      description={
        <>
          To <span className="font-medium break-all text-slate-900">{message.email}</span>. Their
          message is quoted below your text.
        </>
      }
      submitLabel="Send Reply"
      busyLabel="Sending..."
      fullWidthSubmit
      footer={
        editor.saveError ? <Alert variant="error">{errorText(editor.saveError)}</Alert> : null
      }
    >
      <TextField editor={editor} name="subject" label="Subject" />
      <TextareaField editor={editor} name="message" label="Your reply" rows={7} />
    </AdminFormFrame>
  );
}
