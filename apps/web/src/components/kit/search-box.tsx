import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/**
 * A search form: the value is applied on submit (Enter or the button), not on every key, so each
 * search is one request. `Clear` appears once something is applied.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder?: string;
  /** The applied search (from the address). */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <search className={cn('block min-w-0', className)}>
      <form onSubmit={submit} className="flex min-w-0 gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100"
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Search
        </button>
        {value ? (
          <button
            type="button"
            onClick={() => onSearch('')}
            className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Clear
          </button>
        ) : null}
      </form>
    </search>
  );
}
