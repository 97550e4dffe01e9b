import { CONTACT_ALL_VIEW_PAGE_SIZE } from '@leadvault/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '@/components/kit';
import { pageCount } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useContactMessages } from '../contact-messages/api/get-contact-messages';
import { MessagesTable } from '../contact-messages/contact-messages-table';

/** The all-messages view: every message, newest first, 5 a page. */
export function LatestMessages() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ page, limit: CONTACT_ALL_VIEW_PAGE_SIZE });
  return (
    <Panel
      title="Contact Messages"
      actions={
        <Link
          to={paths.admin.contactMessagesUnread}
          className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Unread messages
        </Link>
      }
    >
      <QueryState query={messages} label="Loading messages...">
        {(data) => (
          <div className="space-y-4">
            <MessagesTable
              caption="Latest contact messages"
              messages={data.items}
              offset={(page - 1) * CONTACT_ALL_VIEW_PAGE_SIZE}
              busy={messages.isPlaceholderData}
              empty="No messages yet."
            />
            <Pagination
              page={page}
              pageCount={pageCount(data.total, CONTACT_ALL_VIEW_PAGE_SIZE)}
              onPageChange={setPage}
              variant="numbers"
              windowSize={3}
              label="Contact message pages"
            />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
