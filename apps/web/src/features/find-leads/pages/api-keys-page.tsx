import { type ApiKey, CreateApiKeyInput, type CreatedApiKey } from '@leadvault/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { type Column, DataTable } from '@/components/kit/data-table';
import { LoadingBlock, QueryContent } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Form, useZodForm } from '@/components/ui/form';
import { ShieldIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { FindLeadsPage } from '../components/find-leads-layout';
import { formatDateTime } from '../labels';

const codeClass =
  'block rounded-lg bg-slate-900 px-4 py-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100 sm:text-sm';

/** The key just made: shown once, with a copy button and how to use it. */
function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      toast.error('Copy failed: select the key and copy it yourself.');
    }
  };
  return (
    <section
      aria-labelledby="new-key-heading"
      className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 id="new-key-heading" className="text-lg font-bold text-emerald-900">
        Your new key “{created.name}”
      </h2>
      <p className="text-sm text-emerald-900">
        Copy it now: this is the only time it is shown. We keep only a fingerprint of it.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code data-testid="new-api-key" className={cn(codeClass, 'min-w-0 flex-1 break-all')}>
          {created.key}
        </code>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-emerald-900">Try it:</p>
        <code className={codeClass}>
          curl -H "Authorization: Bearer {created.key}" "{window.location.origin}/api/leads?limit=5"
        </code>
      </div>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useZodForm(CreateApiKeyInput, { defaultValues: { name: '' } });
  return (
    <Form
      form={form}
      aria-label="Create an API key"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (created) => {
            form.reset({ name: '' });
            onCreated(created);
          },
        })
      }
    >
      <TextField
        label="Key name"
        placeholder="e.g. CRM sync"
        className="flex-1"
        hint="A name to recognise the key by, such as the tool that uses it."
        error={
          form.formState.errors.name?.message ??
          (create.isError
            ? isApiError(create.error)
              ? create.error.message
              : 'The key could not be created. Please try again.'
            : undefined)
        }
        {...form.register('name')}
      />
      <Button
        type="submit"
        className="sm:mt-7"
        isLoading={create.isPending}
        loadingText="Creating..."
      >
        Create key
      </Button>
    </Form>
  );
}

function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  return apiKey.revokedAt ? (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      Revoked {formatDateTime(apiKey.revokedAt)}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      Active
    </span>
  );
}

function KeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const columns: Column<ApiKey>[] = [
    {
      header: 'Name',
      cell: (key) => key.name,
      className: 'font-medium break-words text-slate-900',
    },
    { header: 'Key', cell: (key) => <span className="font-mono">{key.prefix}…</span> },
    {
      header: 'Created',
      cell: (key) => formatDateTime(key.createdAt),
      className: 'whitespace-nowrap text-slate-600',
    },
    {
      header: 'Last used',
      cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'),
      className: 'whitespace-nowrap text-slate-600',
    },
    { header: 'Status', cell: (key) => <KeyStatus apiKey={key} /> },
    {
      header: 'Actions',
      cell: (key) =>
        key.revokedAt ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRevoke(key)}
            aria-label={`Revoke ${key.name}`}
          >
            Revoke
          </Button>
        ),
      className: 'sm:text-right',
      action: true,
    },
  ];
  return (
    <DataTable
      caption="Your API keys"
      columns={columns}
      rows={keys}
      rowKey={(key) => key._id}
      empty="No API keys yet."
      phone="cards"
    />
  );
}

/** /find-leads/api: the customer's keys for the leads API (create, see once, revoke). */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const { confirm, dialog } = useConfirm();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  async function askRevoke(key: ApiKey) {
    const revoked = await confirm({
      title: `Revoke “${key.name}”?`,
      message: 'Programs using this key stop working at once. This cannot be undone.',
      confirmLabel: 'Revoke',
      busyLabel: 'Revoking...',
      variant: 'danger',
      onConfirm: () => revoke.mutateAsync(key._id),
    });
    if (revoked) {
      if (created?._id === key._id) setCreated(null);
      toast.success(`Key “${key.name}” revoked.`);
    }
  }

  return (
    <FindLeadsPage>
      <PageTitle
        title="API"
        eyebrow="Find Leads"
        description="Search, reveal, lists and exports from your own tools. Send a key as Authorization: Bearer lv_… — 60 requests a minute per key."
      />
      <div className="mt-8 space-y-8">
        {created ? <NewKeyPanel created={created} onDone={() => setCreated(null)} /> : null}
        <section aria-labelledby="create-key-heading" className="space-y-3">
          <h2 id="create-key-heading" className="text-xl font-bold text-slate-900">
            Create a key
          </h2>
          <CreateKeyForm onCreated={setCreated} />
        </section>
        <section aria-labelledby="keys-heading" className="space-y-4">
          <h2 id="keys-heading" className="text-xl font-bold text-slate-900">
            Your keys
          </h2>
          <QueryContent
            query={keys}
            loading={<LoadingBlock variant="page" label="Loading your API keys..." />}
            icon={<ShieldIcon className="size-7" />}
            failure="We couldn't load your API keys"
            isEmpty={(data) => data.length === 0}
            empty={{
              title: 'No API keys yet',
              text: <p>Create one above to use the leads API from your own tools.</p>,
            }}
          >
            {(data) => <KeyList keys={data} onRevoke={(key) => void askRevoke(key)} />}
          </QueryContent>
          <Alert variant="info">
            The calls, their fields and the bearer scheme are described at{' '}
            <a
              href="/api/docs"
              className="font-semibold underline underline-offset-2"
              target="_blank"
              rel="noreferrer"
            >
              /api/docs
            </a>{' '}
            (OpenAPI): generate a client from it.
          </Alert>
        </section>
      </div>
      {dialog}
    </FindLeadsPage>
  );
}
