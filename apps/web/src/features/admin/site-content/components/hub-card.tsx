import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { type RecordPath, WithPath } from './record-path';

export type HubLink = { to: string | RecordPath; label: string };

/** One card of a hub: the screen it opens, and links to related ones. */
export type HubEntry = {
  title: string;
  description: string;
  icon: ReactNode;
  to: string | RecordPath;
  more?: HubLink[];
};

/**
 * A card of a settings hub. The title links to the card's main screen and the whole card is
 * clickable; `more` adds links to related screens (a list's title record, say). While the
 * record a link needs is loading, the card waits (and a link under it is left out).
 */
export function HubCard(entry: HubEntry) {
  return <WithPath to={entry.to}>{(to) => <HubCardView {...entry} to={to} />}</WithPath>;
}

function HubCardView({
  title,
  description,
  icon,
  to,
  more = [],
}: Omit<HubEntry, 'to'> & { to: string | undefined }) {
  return (
    <li
      className={cn(
        'group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition',
        to ? 'hover:border-indigo-300 hover:shadow-md' : 'opacity-70',
      )}
    >
      <div className="flex items-start gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 transition group-hover:bg-indigo-600 group-hover:text-white">
          {icon}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">
            {to ? (
              <Link
                to={to}
                className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>
        </div>
        <ArrowRightIcon className="mt-1 size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-indigo-500" />
      </div>
      {more.length > 0 ? (
        // mt-auto: the links of the cards in a row share one line at the bottom. Hidden while
        // the record a link needs is loading.
        <div className="relative z-10 mt-auto pt-4 not-has-[a]:hidden">
          <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 pl-15">
            {more.map((link) => (
              <MoreLink key={link.label} link={link} />
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}

function MoreLink({ link }: { link: HubLink }) {
  return (
    <WithPath to={link.to}>
      {(to) =>
        to ? (
          <Link
            to={to}
            className="rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {link.label}
          </Link>
        ) : null
      }
    </WithPath>
  );
}

/** A hub's cards, in the order given. */
export function HubGrid({ label, entries }: { label: string; entries: HubEntry[] }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <HubCard key={entry.title} {...entry} />
      ))}
    </ul>
  );
}
