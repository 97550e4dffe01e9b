import type { DomainSearch } from '@leadvault/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDomainSearch } from '../api/search-domain';
import { domainOf } from '../finder-target';
import { catchAllText, formatCount, leads } from '../labels';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google Workspace',
  microsoft: 'Microsoft 365',
  zoho: 'Zoho Mail',
};

function DomainFacts({ result }: { result: DomainSearch }) {
  const provider = result.provider ? (PROVIDER_NAMES[result.provider] ?? result.provider) : null;
  const facts: Array<[string, string]> = [
    [
      'Pattern',
      result.pattern
        ? `${result.pattern}${result.patternShare ? ` · ${result.patternShare}` : ''}`
        : 'Not known yet',
    ],
    ['Catch-all', catchAllText(result.catchAll)],
    ['Mail server', result.mailHost ?? 'None found'],
    ['Provider', provider ?? 'Other or unknown'],
    ['Our leads', `${leads(result.leads)}, ${formatCount(result.verifiedLeads)} checked by us`],
  ];
  return (
    <div data-testid="domain-search-result">
      <h3 className="font-mono text-base font-semibold break-all text-slate-900">
        {result.domain}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {result.leads > 0 ? (
        <Link
          to={`${paths.findLeads}?${new URLSearchParams({ domain: result.domain })}`}
          className="mt-3 inline-block text-sm font-semibold text-indigo-700 underline hover:text-indigo-600"
        >
          Search Find Leads at {result.domain}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The domain search (free): a domain's address pattern, whether it accepts every address, its
 * mail server and the leads we hold there. `domain` is the one asked for (the finder sets it too).
 */
export function DomainSearchPanel({
  domain,
  onSearch,
}: {
  domain: string | null;
  onSearch: (domain: string) => void;
}) {
  const [value, setValue] = useState(domain ?? '');
  // The finder asks for its domain here too: the field then shows that domain.
  const [shown, setShown] = useState(domain);
  if (domain !== shown) {
    setShown(domain);
    setValue(domain ?? '');
  }
  const [error, setError] = useState<string>();
  const search = useDomainSearch(domain);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = domainOf(value);
    if (!asked) {
      setError('Enter a domain such as acme.com.');
      return;
    }
    setError(undefined);
    onSearch(asked);
  };

  return (
    <section
      aria-labelledby="domain-search-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="domain-search-heading" className="text-lg font-bold text-slate-900">
        Domain search
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A company’s address pattern and mail server. Free.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex items-end gap-2">
        <TextField
          label="Domain"
          className="min-w-0 flex-1"
          placeholder="acme.com"
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" className={error ? 'mb-6' : undefined}>
          Search
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {domain === null ? (
          <p className="text-sm text-slate-500">
            Type a domain, or find an address: its domain is searched here too.
          </p>
        ) : search.isPending ? (
          <LoadingBlock label={`Searching ${domain}...`} />
        ) : search.isError ? (
          <LoadError
            error={search.error}
            title="Could not search this domain."
            onRetry={() => void search.refetch()}
          />
        ) : (
          <DomainFacts result={search.data} />
        )}
      </div>
    </section>
  );
}
