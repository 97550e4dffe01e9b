import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * Disclosure buttons in headings, each controlling its own region (the WAI-ARIA accordion
 * pattern). Several panels may be open; a closed panel is inert, so it is neither read nor
 * reachable with Tab.
 */
export function Accordion({
  items,
  defaultOpenId,
  headingLevel = 3,
  className,
}: {
  items: AccordionItem[];
  defaultOpenId?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenId ? [defaultOpenId] : []),
  );
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div
      className={cn(
        'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors sm:px-6',
                  'hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                  'first-of-type:rounded-t-xl',
                )}
              >
                <span className="min-w-0">{item.title}</span>
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full transition-colors',
                    isOpen ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  <ChevronDownIcon
                    className={cn(
                      'size-4 transition-transform motion-reduce:transition-none',
                      isOpen && 'rotate-180',
                    )}
                  />
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              inert={!isOpen}
              className={cn(
                'grid transition-[grid-template-rows] duration-200 ease-out motion-reduce:transition-none',
                isOpen ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
              )}
            >
              <div className="overflow-hidden">
                <div className="px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6 sm:text-base">
                  {item.content}
                </div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
