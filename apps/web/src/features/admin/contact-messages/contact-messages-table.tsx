import type { ContactMessage } from '@leadvault/contract';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

/** Read or not: anything but Read (UnRead, the old form's `pending`) is unread. */
export const isRead = (message: ContactMessage) => message.messageStatus === 'Read';

/** The contact message columns: No., Date, Sender, Email, Subject, Status, Action. */
export function MessagesTable({
  messages,
  offset,
  empty,
  busy,
  caption,
}: {
  messages: ContactMessage[];
  offset: number;
  empty: string;
  busy?: boolean;
  caption: string;
}) {
  const columns: Column<ContactMessage>[] = [
    {
      header: 'No.',
      cell: (_message, index) => offset + index + 1,
      className: 'w-14 tabular-nums text-slate-500',
    },
    {
      header: 'Date',
      cell: (message) => formatDate(message.date),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Sender',
      cell: (message) => <span title={message.name}>{message.name}</span>,
      className: 'max-w-40 truncate font-medium text-slate-900',
    },
    {
      header: 'Email',
      cell: (message) => <span title={message.email}>{message.email}</span>,
      className: 'max-w-56 truncate',
    },
    {
      header: 'Subject',
      cell: (message) => <span title={message.subject}>{message.subject}</span>,
      className: 'max-w-64 truncate',
    },
    {
      header: 'Status',
      cell: (message) => <StatusBadge status={isRead(message) ? 'Read' : 'Unread'} />,
    },
    {
      header: 'Action',
      cell: (message) => (
        <Link
          to={paths.admin.contactMessage(message._id)}
          className="font-semibold whitespace-nowrap text-indigo-600 hover:text-indigo-500"
        >
          View<span className="sr-only"> message from {message.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={messages}
      rowKey={(message) => message._id}
      empty={empty}
      busy={busy}
    />
  );
}
