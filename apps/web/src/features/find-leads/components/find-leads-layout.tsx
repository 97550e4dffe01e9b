import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { BoltIcon, siteIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { cn } from '@/lib/cn';
import { useToastClearance } from '@/lib/use-toast-clearance';
import { formatCount } from '../labels';
import { LowBalanceNotice } from './low-balance-notice';

const sections = [
  { to: paths.findLeads, label: 'Search', end: true },
  { to: paths.myLeads, label: 'My leads', end: false },
  { to: paths.leadLists, label: 'Lists', end: false },
  { to: paths.savedSearches, label: 'Saved', end: false },
  { to: paths.finder, label: 'Finder', end: false },
  { to: paths.enrichments, label: 'Enrichment', end: false },
  { to: paths.creditHistory, label: 'Credits', end: false },
  { to: paths.findLeadsApi, label: 'API', end: false },
];

/** The balance, always in view under the site header; it links to the ledger. */
function BalanceChip() {
  const balance = useCredits();
  const amount = balance.data ? formatCount(balance.data.balance) : balance.isError ? '–' : '…';
  const unit = balance.data?.balance === 1 ? 'credit' : 'credits';
  return (
    <NavLink
      to={paths.creditHistory}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-indigo-600 px-3 sm:px-3.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <BoltIcon className="size-4" />
      <span className="sr-only">Your balance: </span>
      <span data-testid="balance-chip">
        {amount}
        {/* Phones keep the tabs room: the bolt and the number say it. */}
        <span className="max-sm:sr-only"> {unit}</span>
      </span>
    </NavLink>
  );
}

/**
 * Keeps the current section's tab in view: on a phone the tab bar scrolls sideways and the
 * later tabs (Credits, API) would otherwise open with their own tab off-screen.
 */
function useActiveTabInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the section changes
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return nav;
}

/**
 * Which ends of a sideways-scrolling element have more beyond them: the tab bar shows a fade
 * on that side, so a phone user sees there are tabs past the edge.
 */
function useScrollEdges<E extends HTMLElement>(element: React.RefObject<E | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);
  return edges;
}

const fade =
  'pointer-events-none absolute inset-y-0 flex w-10 items-center from-white from-40% text-slate-500 transition-opacity';
const MoreIcon = siteIcon(ChevronRight);

/** The Find Leads area: its sub-navigation with the balance, then the section's page. */
export function FindLeadsLayout() {
  const nav = useActiveTabInView();
  const edges = useScrollEdges(nav);
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance('top', bar);
  return (
    <>
      <div
        ref={bar}
        className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
          <div className="relative -mx-1 min-w-0">
            <nav
              ref={nav}
              aria-label="Find Leads"
              className="overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
              <ul className="flex items-center gap-1 px-1">
                {sections.map((section) => (
                  <li key={section.to}>
                    <NavLink
                      to={section.to}
                      end={section.end}
                      className={({ isActive }) =>
                        cn(
                          'inline-flex h-9 items-center rounded-lg px-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                          isActive
                            ? 'bg-indigo-50 text-indigo-700'
                            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                        )
                      }
                    >
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <span
              aria-hidden="true"
              className={cn(
                fade,
                'left-0 bg-linear-to-r',
                edges.before ? 'opacity-100' : 'opacity-0',
              )}
            />
            <span
              aria-hidden="true"
              data-testid="tabs-more-after"
              className={cn(
                fade,
                'right-0 justify-end bg-linear-to-l',
                edges.after ? 'opacity-100' : 'opacity-0',
              )}
            >
              <MoreIcon className="size-4" />
            </span>
          </div>
          <BalanceChip />
        </div>
      </div>
      <LowBalanceNotice />
      <Outlet />
    </>
  );
}

/** The frame of a Find Leads page. */
export function FindLeadsPage({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}>
      {children}
    </div>
  );
}
