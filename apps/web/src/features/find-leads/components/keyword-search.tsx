import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useWideScreen } from '../hooks/use-wide-screen';

/** The keyword box: name, job title or company; applied on submit. */
export function KeywordSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A phone's box holds about 25 characters beside the button: the long hint would be cut.
  const wide = useWideScreen();
  useEffect(() => setText(value), [value]);
  return (
    <search aria-label="Leads">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="flex gap-2"
      >
        <label htmlFor={id} className="sr-only">
          Keywords
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder={wide ? 'Search by name, job title or company' : 'Name, job title, company'}
            enterKeyHint="search"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100 sm:text-sm"
          />
        </div>
        <Button type="submit" size="md" className="h-11">
          Search
        </Button>
      </form>
    </search>
  );
}
