import {
  type DiscountCode,
  DiscountCodeInput,
  type DiscountKind,
  formatUsd,
} from '@leadvault/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { type Column, DataTable, PageFrame, Panel } from '@/components/kit';
import { LoadingBlock, SectionError } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useAdminPackages } from '../packages/api/get-admin-packages';
import { useDeleteDiscountCode, useDiscountCodes, useSaveDiscountCode } from './api/discount-codes';

/** The form's values as typed (numbers and dates as text until saved). */
type Draft = {
  code: string;
  kind: DiscountKind;
  value: string;
  allPackages: boolean;
  packageIds: string[];
  validFrom: string;
  validUntil: string;
  redemptionLimit: string;
  oncePerCustomer: boolean;
  active: boolean;
};

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  allPackages: true,
  packageIds: [],
  validFrom: '',
  validUntil: '',
  redemptionLimit: '',
  oncePerCustomer: false,
  active: true,
};

function draftOf(code: DiscountCode): Draft {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    allPackages: code.packageIds === null,
    packageIds: code.packageIds ?? [],
    validFrom: code.validFrom ?? '',
    validUntil: code.validUntil ?? '',
    redemptionLimit: code.redemptionLimit === null ? '' : String(code.redemptionLimit),
    oncePerCustomer: code.oncePerCustomer,
    active: code.active,
  };
}

function inputOf(draft: Draft) {
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.value.trim() === '' ? Number.NaN : Number(draft.value),
    packageIds: draft.allPackages ? null : draft.packageIds,
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
    redemptionLimit: draft.redemptionLimit.trim() === '' ? null : Number(draft.redemptionLimit),
    oncePerCustomer: draft.oncePerCustomer,
    active: draft.active,
  };
}

/** What a code takes off, as shown in the list: "10 %" or "$5.00". */
export const discountLabel = (code: Pick<DiscountCode, 'kind' | 'value'>) =>
  code.kind === 'percent' ? `${code.value} %` : formatUsd(code.value);

function validity(code: DiscountCode): string {
  if (!code.validFrom && !code.validUntil) return 'Always';
  if (!code.validUntil) return `From ${code.validFrom}`;
  if (!code.validFrom) return `Until ${code.validUntil}`;
  return `${code.validFrom} to ${code.validUntil}`;
}

const checkboxClass = 'size-4 rounded border-slate-400 accent-indigo-600';

function DiscountCodeForm({
  editing,
  onDone,
}: {
  editing: DiscountCode | undefined;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const packages = useAdminPackages();
  const save = useSaveDiscountCode();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = DiscountCodeInput.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: editing?._id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(editing ? `Code ${saved.code} saved.` : `Code ${saved.code} created.`);
          setDraft(EMPTY);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && Array.isArray(error.details)) {
            const found: Record<string, string> = {};
            for (const detail of error.details as Array<{ field?: string; message?: string }>) {
              if (detail.field && detail.message) found[detail.field] = detail.message;
            }
            setErrors(found);
          }
        },
      },
    );
  }

  const valueError = errors.value;
  return (
    <Panel>
      <form onSubmit={submit} aria-labelledby="discount-form-heading" className="space-y-5">
        <h2 id="discount-form-heading" className="text-base font-semibold text-slate-900">
          {editing ? `Edit ${editing.code}` : 'New discount code'}
        </h2>
        {save.isError && !isApiError(save.error) ? (
          <Alert variant="error">{errorText(save.error)}</Alert>
        ) : null}
        {save.isError && isApiError(save.error) && !Array.isArray(save.error.details) ? (
          <Alert variant="error">{save.error.message}</Alert>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Code"
            placeholder="WELCOME10"
            autoComplete="off"
            hint="Letters, digits, - and _. Buyers may type it in any case."
            value={draft.code}
            error={errors.code}
            onChange={(event) => set('code', event.target.value)}
          />
          <div className="space-y-1.5">
            <label htmlFor="discount-kind" className="block text-sm font-medium text-slate-800">
              Discount type
            </label>
            <select
              id="discount-kind"
              value={draft.kind}
              onChange={(event) => set('kind', event.target.value as DiscountKind)}
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
            >
              <option value="percent">Percent of the price</option>
              <option value="fixed">Fixed amount (USD)</option>
            </select>
          </div>
          <TextField
            label={draft.kind === 'percent' ? 'Percent off' : 'Amount off (USD)'}
            type="number"
            inputMode="decimal"
            min={draft.kind === 'percent' ? 1 : 0.01}
            max={draft.kind === 'percent' ? 100 : undefined}
            step={draft.kind === 'percent' ? 1 : 0.01}
            value={draft.value}
            error={valueError}
            onChange={(event) => set('value', event.target.value)}
          />
          <TextField
            label="Valid from (optional)"
            type="date"
            value={draft.validFrom}
            error={errors.validFrom}
            onChange={(event) => set('validFrom', event.target.value)}
          />
          <TextField
            label="Valid until (optional)"
            type="date"
            hint="The last day it can be used (UTC)."
            value={draft.validUntil}
            error={errors.validUntil}
            onChange={(event) => set('validUntil', event.target.value)}
          />
          <TextField
            label="Total redemptions (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Empty: no limit."
            value={draft.redemptionLimit}
            error={errors.redemptionLimit}
            onChange={(event) => set('redemptionLimit', event.target.value)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Packages</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={draft.allPackages}
              onChange={(event) => set('allPackages', event.target.checked)}
            />
            All packages
          </label>
          {!draft.allPackages ? (
            packages.isPending ? (
              <LoadingBlock label="Loading packages..." />
            ) : (
              <div className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
                {(packages.data ?? []).map((pkg) => (
                  <label key={pkg._id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={draft.packageIds.includes(pkg._id)}
                      onChange={(event) =>
                        set(
                          'packageIds',
                          event.target.checked
                            ? [...draft.packageIds, pkg._id]
                            : draft.packageIds.filter((id) => id !== pkg._id),
                        )
                      }
                    />
                    <span className="min-w-0 break-words">
                      {pkg.packageName} ({formatUsd(pkg.price)})
                    </span>
                  </label>
                ))}
              </div>
            )
          ) : null}
          {errors.packageIds ? (
            <p className="text-sm font-medium text-red-600">{errors.packageIds}</p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={draft.oncePerCustomer}
              onChange={(event) => set('oncePerCustomer', event.target.checked)}
            />
            Once per customer
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={draft.active}
              onChange={(event) => set('active', event.target.checked)}
            />
            Active
          </label>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
          <Button type="submit" isLoading={save.isPending} loadingText="Saving...">
            {editing ? 'Save code' : 'Create code'}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

/** /admin/discount-codes: the codes buyers may enter at checkout (Admins only). */
export function DiscountCodesPage() {
  const codes = useDiscountCodes();
  const save = useSaveDiscountCode();
  const remove = useDeleteDiscountCode();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<DiscountCode | undefined>();

  async function askDeactivate(code: DiscountCode) {
    const done = await confirm({
      title: `Deactivate ${code.code}?`,
      message:
        'Buyers can no longer use it at checkout. Orders already placed keep their discount.',
      confirmLabel: 'Deactivate',
      busyLabel: 'Deactivating...',
      variant: 'danger',
      onConfirm: async () => {
        await save.mutateAsync({
          id: code._id,
          input: { ...code, active: false },
        });
      },
    });
    if (done) toast.success(`Code ${code.code} deactivated.`);
  }

  async function askDelete(code: DiscountCode) {
    const done = await confirm({
      title: `Delete ${code.code}?`,
      message: 'The code is removed for good. Orders that used it keep their code and discount.',
      confirmLabel: 'Delete code',
      busyLabel: 'Deleting...',
      variant: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync(code._id);
      },
    });
    if (done) {
      if (editing?._id === code._id) setEditing(undefined);
      toast.success(`Code ${code.code} deleted.`);
    }
  }

  const columns: Column<DiscountCode>[] = [
    {
      header: 'Code',
      cell: (row) => <span className="font-mono font-semibold text-slate-900">{row.code}</span>,
    },
    { header: 'Discount', cell: (row) => discountLabel(row) },
    {
      header: 'Packages',
      cell: (row) =>
        row.packageIds === null
          ? 'All'
          : `${row.packageIds.length} ${row.packageIds.length === 1 ? 'package' : 'packages'}`,
    },
    { header: 'Valid', className: 'whitespace-nowrap', cell: validity },
    {
      header: 'Used',
      className: 'whitespace-nowrap',
      cell: (row) =>
        `${row.redeemed}${row.redemptionLimit === null ? '' : ` of ${row.redemptionLimit}`}${row.oncePerCustomer ? ' · once each' : ''}`,
    },
    {
      header: 'Status',
      cell: (row) =>
        row.active ? (
          <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            Active
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Inactive
          </span>
        ),
    },
    {
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      action: true,
      cell: (row) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${row.code}`}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
          {row.active ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Deactivate ${row.code}`}
              onClick={() => void askDeactivate(row)}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Activate ${row.code}`}
              onClick={() =>
                save.mutate(
                  { id: row._id, input: { ...row, active: true } },
                  {
                    onSuccess: () => toast.success(`Code ${row.code} activated.`),
                    onError: (error) => toast.error(errorText(error)),
                  },
                )
              }
            >
              Activate
            </Button>
          )}
          <Button
            variant="danger"
            size="sm"
            aria-label={`Delete ${row.code}`}
            onClick={() => void askDelete(row)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageFrame
      title="Discount codes"
      description="Codes buyers enter at checkout: a percent or a fixed amount off, for every package or a chosen few, within dates and limits you set."
    >
      <DiscountCodeForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
      {codes.isPending ? (
        <LoadingBlock label="Loading discount codes..." />
      ) : codes.isError ? (
        <SectionError
          what="the discount codes"
          onRetry={() => void codes.refetch()}
          isRetrying={codes.isFetching}
        />
      ) : (
        <DataTable
          caption="Discount codes"
          columns={columns}
          rows={codes.data}
          rowKey={(row) => row._id}
          phone="cards"
          empty="No discount codes yet."
        />
      )}
      {dialog}
    </PageFrame>
  );
}
