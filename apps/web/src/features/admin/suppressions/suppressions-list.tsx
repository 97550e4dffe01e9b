import {
  CreateSuppressionInput,
  SUPPRESSION_PAGE_SIZE,
  type Suppression,
  SuppressionPreviewInput,
} from '@leadvault/contract';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { AdminFormFrame, type Column, PagedTable, PageFrame, useAdminForm } from '@/components/kit';
import { SearchBox } from '@/components/kit/search-box';
import { formField } from '@/components/kit/storefront-fields';
import { useListParams } from '@/components/kit/use-list-params';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date';
import { plural } from '@/lib/plural';
import {
  useAddSuppression,
  useRemoveSuppression,
  useSuppressionPreview,
  useSuppressions,
} from './api/suppressions';

type Kind = 'email' | 'domain';

const target = (row: Suppression) => row.email ?? `*@${row.domain} (and subdomains)`;

/** What adding a suppression answers: the row, and how many leads it hid. */
type AddedSuppression = Suppression & { leadsSuppressed: number };

const emptyValues = (kind: Kind, reason = '') =>
  kind === 'email' ? { email: '', reason } : { domain: '', reason };

/** The typed target once it reads as an address or a domain, settled for a moment. */
function useSettledTarget(kind: Kind, typed: string): SuppressionPreviewInput | undefined {
  const [settled, setSettled] = useState<SuppressionPreviewInput | undefined>();
  useEffect(() => {
    const parsed = SuppressionPreviewInput.safeParse(
      kind === 'email' ? { email: typed } : { domain: typed },
    );
    const timer = setTimeout(() => setSettled(parsed.success ? parsed.data : undefined), 300);
    return () => clearTimeout(timer);
  }, [kind, typed]);
  return settled;
}

/** Before saving: what the suppression will be saved as, and how many leads it will hide. */
function SuppressionPreviewNote({ kind, typed }: { kind: Kind; typed: string }) {
  const target = useSettledTarget(kind, typed);
  const preview = useSuppressionPreview(target);
  if (!target || !preview.data) return null;
  const { email, domain, leadsToHide, alreadySuppressed } = preview.data;
  const savedAs = email ?? domain ?? '';
  // Say what is saved only when it is not what was typed (a URL, capitals, www.).
  const rewritten = savedAs !== typed.trim();
  return (
    <p className="text-sm text-slate-700" aria-live="polite" data-testid="suppression-preview">
      {alreadySuppressed ? (
        <>
          <span className="font-semibold">{savedAs}</span> is already suppressed.
        </>
      ) : (
        <>
          {rewritten ? (
            <>
              Saved as <span className="font-semibold">{savedAs}</span>
              {domain ? ' (and its subdomains)' : ''}. It
            </>
          ) : (
            'It'
          )}{' '}
          will hide <span className="font-semibold">{plural(leadsToHide, 'lead', 'leads')}</span>{' '}
          now.
        </>
      )}
    </p>
  );
}

/** 'Add a suppression': an e-mail address or a whole domain, and why. */
function AddSuppressionForm({ onAdded }: { onAdded: (id: string) => void }) {
  const [kind, setKind] = useState<Kind>('email');
  const add = useAddSuppression();
  const editor = useAdminForm({
    schema: CreateSuppressionInput,
    defaultValues: emptyValues(kind),
    save: (values) => add.mutateAsync(values),
    successMessage: (saved) => {
      const created = saved as AddedSuppression;
      toast.success(
        `Suppressed ${created.email ?? created.domain}: ${plural(created.leadsSuppressed, 'lead', 'leads')} hidden.`,
      );
    },
    errorMessage: 'The suppression was not added.',
    onSaved: (saved) => onAdded((saved as AddedSuppression)._id),
  });
  const { form } = editor;
  const typed = (kind === 'email' ? form.watch('email') : form.watch('domain')) ?? '';

  // Only the chosen field is sent: the other one leaves the values, the reason stays.
  function choose(next: Kind) {
    setKind(next);
    form.reset(emptyValues(next, form.getValues('reason')));
  }

  return (
    <AdminFormFrame
      editor={editor}
      title="Add a suppression"
      submitLabel="Suppress"
      busyLabel="Suppressing..."
      footer={
        editor.saveError ? <Alert variant="error">{errorText(editor.saveError)}</Alert> : null
      }
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Suppress</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['email', 'An e-mail address'],
              ['domain', 'A whole domain'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="suppression-kind"
                value={value}
                checked={kind === value}
                onChange={() => choose(value)}
                className="size-4 accent-indigo-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        {kind === 'email' ? (
          <TextField
            key="email"
            label="E-mail address"
            type="email"
            inputMode="email"
            placeholder="person@company.com"
            {...formField(form, 'email')}
          />
        ) : (
          <TextField
            key="domain"
            label="Domain"
            placeholder="company.com"
            hint="Its subdomains are suppressed too. A web address is saved as its domain."
            error={form.formState.errors.domain?.message ?? form.formState.errors.email?.message}
            {...form.register('domain')}
          />
        )}
        <TextField
          label="Reason"
          placeholder="e.g. Asked by phone on 3 March"
          {...formField(form, 'reason')}
        />
      </div>
      <SuppressionPreviewNote kind={kind} typed={typed} />
    </AdminFormFrame>
  );
}

/**
 * /admin/suppressions: people and companies who asked to be removed. Adding one hides its leads
 * from every customer at once; imports skip it; staff may lift their own suppressions, never a
 * person's opt-out.
 */
export function SuppressionsPage() {
  const { page, values, setPage, setTerms } = useListParams(['q']);
  const suppressions = useSuppressions({
    q: values.q || undefined,
    page,
    limit: SUPPRESSION_PAGE_SIZE,
  });
  const remove = useRemoveSuppression();
  const { confirm, dialog } = useConfirm();
  const [added, setAdded] = useState<string | undefined>();

  async function askRemove(row: Suppression) {
    let restored = 0;
    const removed = await confirm({
      title: `Lift the suppression of ${row.email ?? row.domain}?`,
      message:
        'Its leads come back to search, lists and exports (unless another suppression covers them), and imports may add it again.',
      confirmLabel: 'Lift suppression',
      busyLabel: 'Lifting...',
      variant: 'danger',
      onConfirm: async () => {
        restored = (await remove.mutateAsync(row._id)).leadsRestored;
      },
    });
    if (removed) toast.success(`Suppression lifted: ${plural(restored, 'lead', 'leads')} back.`);
  }

  const columns: Column<Suppression>[] = [
    {
      header: 'Address or domain',
      cell: (row) => <span className="font-medium break-all text-slate-900">{target(row)}</span>,
    },
    { header: 'Reason', cell: (row) => <span className="text-slate-700">{row.reason}</span> },
    {
      header: 'Source',
      cell: (row) =>
        row.source === 'opt_out' ? (
          <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
            Opt-out
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700">
            Staff
          </span>
        ),
    },
    {
      header: 'Added',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span className="text-slate-600">
          {formatDateTime(row.createdAt)}
          {row.createdBy ? <span className="block text-xs">by {row.createdBy}</span> : null}
        </span>
      ),
    },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (row) =>
        row.source === 'opt_out' ? (
          <span className="text-xs text-slate-600">Kept: the person asked</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void askRemove(row)}
            aria-label={`Lift the suppression of ${row.email ?? row.domain}`}
          >
            Lift
          </Button>
        ),
    },
  ];

  return (
    <PageFrame
      title="Suppressions"
      description="People and companies who asked not to be contacted. Their leads disappear from search, reveal, lists and exports at once, and no import brings them back."
    >
      <AddSuppressionForm onAdded={setAdded} />
      <SearchBox
        label="Search suppressions"
        placeholder="Search by address or domain"
        value={values.q}
        onSearch={(q) => setTerms({ q })}
        className="max-w-md"
      />
      <PagedTable
        query={suppressions}
        loadingLabel="Loading suppressions..."
        caption="Suppressions"
        columns={columns}
        rowKey={(row) => row._id}
        empty={values.q ? 'No suppression matches this search.' : 'No suppressions yet.'}
        highlightKey={added}
        page={page}
        limit={SUPPRESSION_PAGE_SIZE}
        onPageChange={setPage}
        pagesLabel="Suppression pages"
      />
      {dialog}
    </PageFrame>
  );
}
