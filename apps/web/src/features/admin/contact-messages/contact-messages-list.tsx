import { CONTACT_PAGE_SIZE } from '@leadvault/contract';
import { NavLink } from 'react-router';
import { PageFrame } from '@/components/kit';
import { ListFooter } from '@/components/kit/list-footer';
import { useListParams } from '@/components/kit/use-list-params';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useContactMessages } from './api/get-contact-messages';
import { MessagesTable } from './contact-messages-table';

export type MessagesView = 'all' | 'unread' | 'read';

const VIEWS: Record<MessagesView, { title: string; to: string; tab: string; empty: string }> = {
  all: {
    title: 'Contact Messages',
    to: paths.admin.contactMessages,
    tab: 'All',
    empty: 'No messages yet.',
  },
  unread: {
    title: 'Unread Contact Messages',
    to: paths.admin.contactMessagesUnread,
    tab: 'Unread',
    empty: 'No unread messages at the moment.',
  },
  read: {
    title: 'Read Contact Messages',
    to: paths.admin.contactMessagesRead,
    tab: 'Read',
    empty: 'No read messages yet.',
  },
};

/**
 * The message lists, 10 a page with up to 3 page buttons: all messages, unread (new and the old
 * form's `pending`) and read, with links between them. The 5-a-page all-messages view is the
 * dashboard's Contact Messages panel.
 */
export function ContactMessagesPage({ view }: { view: MessagesView }) {
  const { page, setPage } = useListParams([]);
  const config = VIEWS[view];
  const messages = useContactMessages({
    status: view === 'all' ? undefined : view,
    page,
    limit: CONTACT_PAGE_SIZE,
  });

  return (
    <PageFrame title={config.title}>
      <nav aria-label="Message views" className="flex flex-wrap gap-2">
        {(Object.keys(VIEWS) as MessagesView[]).map((key) => (
          <NavLink
            key={key}
            to={VIEWS[key].to}
            end
            className={({ isActive }) =>
              cn(
                'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors ring-inset',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                isActive
                  ? 'bg-indigo-600 text-white ring-indigo-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )
            }
          >
            {VIEWS[key].tab}
          </NavLink>
        ))}
      </nav>
      <QueryState query={messages} label="Loading messages...">
        {(data) => (
          <div className="space-y-4">
            <MessagesTable
              caption={config.title}
              messages={data.items}
              offset={(page - 1) * CONTACT_PAGE_SIZE}
              busy={messages.isPlaceholderData}
              empty={config.empty}
            />
            <ListFooter
              page={page}
              limit={CONTACT_PAGE_SIZE}
              shown={data.items.length}
              total={data.total}
              onPageChange={setPage}
              variant="numbers"
              windowSize={3}
              label={`${config.title} pages`}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
