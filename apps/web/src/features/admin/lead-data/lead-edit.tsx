import {
  type AdminLead,
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_SENIORITIES,
  UpdateAdminLeadInput,
} from '@leadvault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import {
  type AdminForm,
  AdminFormFrame,
  controlClasses,
  describedBy,
  FieldRow,
  FieldShell,
  fieldError,
  PageFrame,
  SelectField,
  type SelectOption,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { adminLeadKeys } from '@/lib/query-keys';
import { timeAgo } from '@/lib/time-ago';
import { CHECK_STATUS_LABELS, reasonLabel } from '@/lib/verification-labels';
import { useAdminLead, useUpdateAdminLead } from './api/leads';
import { CheckHistory } from './components/check-history';
import { ENUM_LABELS } from './labels';

/** Edit Lead: every field of one lead; back to Leads. */
export function LeadEditPage() {
  const { id = '' } = useParams();
  const lead = useAdminLead(id);
  const queryClient = useQueryClient();
  // A new check may have set the status and date the form shows: the lead is read again.
  const refreshLead = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminLeadKeys.detail(id) }),
    [queryClient, id],
  );
  return (
    // Wide for the check history's columns; the form keeps a form's width.
    <PageFrame title="Edit Lead" back={{ to: paths.admin.leads, label: 'Leads' }}>
      <QueryState
        query={lead}
        label="Loading the lead..."
        errorTexts={{ notFound: 'This lead does not exist.' }}
      >
        {(data) => (
          <div className="space-y-8">
            {/* A check that changed the status or its date gives the form the new values. */}
            <div className="max-w-3xl">
              <LeadForm key={`${data._id}:${data.emailStatus}:${data.verifiedAt}`} lead={data} />
            </div>
            <CheckHistory leadId={data._id} onChecked={refreshLead} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** `2026-05-01T10:00:00.000Z` -> the `datetime-local` value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type LeadEditor = AdminForm<typeof UpdateAdminLeadInput>;

/** A select's options: the contract's values in their order, named as the back office names them. */
const optionsOf = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption[] => values.map((value) => ({ value, label: labels[value] }));

const SENIORITY_OPTIONS = optionsOf(LEAD_SENIORITIES, ENUM_LABELS.seniority);
const DEPARTMENT_OPTIONS = optionsOf(LEAD_DEPARTMENTS, ENUM_LABELS.department);
const COMPANY_SIZE_OPTIONS = [
  { value: '', label: 'Not known' },
  ...optionsOf(LEAD_COMPANY_SIZES, ENUM_LABELS.companySize),
];
const EMAIL_STATUS_OPTIONS = optionsOf(LEAD_EMAIL_STATUSES, ENUM_LABELS.emailStatus);

function LeadForm({ lead }: { lead: AdminLead }) {
  const update = useUpdateAdminLead();
  const editor = useAdminForm({
    schema: UpdateAdminLeadInput,
    defaultValues: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      jobTitle: lead.jobTitle,
      seniority: lead.seniority,
      department: lead.department,
      companyName: lead.companyName,
      companyDomain: lead.companyDomain,
      industry: lead.industry,
      companySize: lead.companySize ?? '',
      country: lead.country,
      city: lead.city,
      linkedinUrl: lead.linkedinUrl,
      emailStatus: lead.emailStatus,
      verifiedAt: lead.verifiedAt,
    },
    save: (input) => update.mutateAsync({ id: lead._id, input }),
    successMessage: (saved) => toast.success(`Lead ${(saved as AdminLead).email} saved.`),
    errorMessage: 'Failed to save the lead.',
    afterSave: 'keep',
  });

  return (
    <div className="space-y-5">
      {lead.suppressed ? (
        <Alert variant="warning">
          This lead is suppressed: it asked to be removed and is never sold.
        </Alert>
      ) : null}
      <p className="text-sm text-slate-600">
        Added {formatDateTime(lead.createdAt)}
        {lead.leadAdded ? ` by ${lead.leadAdded}` : ''}. Last changed{' '}
        {formatDateTime(lead.updatedAt)}.{' '}
        {lead.verificationReason && lead.verifiedAt
          ? `Our check: ${CHECK_STATUS_LABELS[lead.emailStatus]} (${reasonLabel(lead.verificationReason)}), ${timeAgo(lead.verifiedAt)}.`
          : 'Not checked by us yet: the status is the supplier’s.'}
      </p>
      <AdminFormFrame editor={editor} submitLabel="Save Lead" cancelTo={paths.admin.leads}>
        <FieldRow>
          <TextField editor={editor} name="firstName" label="First name" />
          <TextField editor={editor} name="lastName" label="Last name" />
        </FieldRow>
        <TextField editor={editor} name="email" label="Email" type="email" />
        <TextField editor={editor} name="jobTitle" label="Job title" />
        <FieldRow>
          <SelectField
            editor={editor}
            name="seniority"
            label="Seniority"
            options={SENIORITY_OPTIONS}
          />
          <SelectField
            editor={editor}
            name="department"
            label="Department"
            options={DEPARTMENT_OPTIONS}
          />
        </FieldRow>
        <FieldRow>
          <TextField editor={editor} name="companyName" label="Company name" />
          <TextField
            editor={editor}
            name="companyDomain"
            label="Company domain"
            hint="e.g. acme.com"
          />
        </FieldRow>
        <FieldRow>
          <TextField editor={editor} name="industry" label="Industry" />
          <SelectField
            editor={editor}
            name="companySize"
            label="Company size"
            options={COMPANY_SIZE_OPTIONS}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            editor={editor}
            name="country"
            label="Country"
            hint="Two-letter code, e.g. US"
          />
          <TextField editor={editor} name="city" label="City" />
        </FieldRow>
        <TextField editor={editor} name="linkedinUrl" label="LinkedIn URL" inputMode="url" />
        <FieldRow>
          <SelectField
            editor={editor}
            name="emailStatus"
            label="Email status"
            options={EMAIL_STATUS_OPTIONS}
          />
          <VerifiedAtField editor={editor} />
        </FieldRow>
      </AdminFormFrame>
    </div>
  );
}

/**
 * Verified at: a `datetime-local` box in the browser's time zone over the record's ISO value
 * (null when never verified), so it is set by hand rather than registered.
 */
function VerifiedAtField({ editor }: { editor: LeadEditor }) {
  const id = useId();
  const hint = 'Leave empty when never verified.';
  const error = fieldError(editor, 'verifiedAt');
  const value = editor.form.watch('verifiedAt');
  return (
    <FieldShell id={id} label="Verified at" hint={hint} error={error}>
      <input
        id={id}
        type="datetime-local"
        value={toLocalInput(value ?? null)}
        onChange={(event) =>
          editor.form.setValue(
            'verifiedAt',
            event.target.value ? new Date(event.target.value).toISOString() : null,
            { shouldDirty: true, shouldValidate: editor.form.formState.isSubmitted },
          )
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClasses(Boolean(error)), 'h-11')}
      />
    </FieldShell>
  );
}
