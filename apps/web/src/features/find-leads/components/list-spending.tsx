import type { CreditUsageByList } from '@leadvault/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { credits, leads } from '../labels';

/**
 * Credits spent in the period on the leads each list holds now, most first, each with a bar
 * scaled to the list that cost the most. A lead in two lists counts in both.
 */
export function ListSpending({ lists }: { lists: readonly CreditUsageByList[] }) {
  const top = Math.max(1, ...lists.map((list) => list.spent));
  return (
    <ul className="space-y-3">
      {lists.map((list) => (
        <li key={list.listId} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Link
              to={paths.leadList(list.listId)}
              className="min-w-0 truncate font-semibold text-indigo-700 hover:text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {list.name}
            </Link>
            <span className="shrink-0 text-slate-600 tabular-nums">
              {credits(list.spent)}
              <span className="text-slate-400"> · </span>
              {leads(list.leads)}
            </span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-slate-100">
            <div
              className="h-2 rounded-full bg-indigo-500"
              style={{ width: `${(list.spent / top) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
