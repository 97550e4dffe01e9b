import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useDismiss } from '@/lib/use-dismiss';
import { ORDER_LISTS, type OrderList } from './order-list-kinds';

const groups: Array<OrderList['menu']['group']> = ['Orders', 'Payments'];

/**
 * The admin order menu: two dropdowns (Orders, Payments) that navigate between the order
 * dashboards. Each is a disclosure button with a list of links; Escape or a click elsewhere
 * closes it.
 */
export function OrderMenu() {
  return (
    <nav
      aria-label="Order dashboards"
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-2 shadow-sm"
    >
      <span className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Order menu
      </span>
      {groups.map((group) => (
        <MenuDropdown
          key={group}
          label={group}
          items={Object.values(ORDER_LISTS).filter((list) => list.menu.group === group)}
        />
      ))}
    </nav>
  );
}

function normalise(path: string) {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function MenuDropdown({ label, items }: { label: string; items: OrderList[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  const current = items.find((item) => normalise(item.path) === normalise(location.pathname));

  // A link followed closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation.
  useEffect(() => setOpen(false), [location.pathname]);

  useDismiss({
    open,
    within: [rootRef],
    returnFocus: buttonRef,
    onDismiss: () => setOpen(false),
  });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          current
            ? 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100'
            : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        {label}
        {current ? (
          <span className="font-normal text-indigo-600">· {current.menu.label}</span>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 z-30 mt-1 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                  isActive
                    ? 'bg-indigo-50 font-semibold text-indigo-700'
                    : 'text-slate-700 hover:bg-slate-50',
                )
              }
            >
              {item.menu.label}
              <span className="sr-only"> ({item.title})</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
