import {
  type AdminLead,
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_EMAIL_STATUSES,
  LEAD_SENIORITIES,
  UpdateAdminLeadInput,
} from '@leadvault/contract';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorText, PageFrame, Panel, QueryState } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { PlainSelectField } from '@/components/kit/plain-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

import { useAdminLead, useUpdateAdminLead } from './api/leads';
import { ENUM_LABELS } from './labels';

/** Edit Lead: every field of one lead; back to Leads. */
export function LeadEditPage() {
  const { id = '' } = useParams();
  const lead = useAdminLead(id);
  return (
    <PageFrame title="Edit Lead" back={{ to: paths.admin.leads, label: 'Leads' }} width="narrow">
      <QueryState
        query={lead}
        label="Loading the lead..."
        errorTexts={{ notFound: 'This lead does not exist.' }}
      >
        {(data) => <LeadForm key={data._id} lead={data} />}
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

function LeadForm({ lead }: { lead: AdminLead }) {
  const form = useZodForm(UpdateAdminLeadInput, {
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
      companySize: lead.companySize,
      country: lead.country,
      city: lead.city,
      linkedinUrl: lead.linkedinUrl,
      emailStatus: lead.emailStatus,
      verifiedAt: lead.verifiedAt,
    },
  });
  const update = useUpdateAdminLead();
  const { errors } = form.formState;
  const verifiedAt = form.watch('verifiedAt');

  return (
    <Panel>
      {lead.suppressed ? (
        <Alert variant="warning" className="mb-5">
          This lead is suppressed: it asked to be removed and is never sold.
        </Alert>
      ) : null}
      <p className="mb-5 text-sm text-slate-600">
        Added {formatDateTime(lead.createdAt)}
        {lead.leadAdded ? ` by ${lead.leadAdded}` : ''}. Last changed{' '}
        {formatDateTime(lead.updatedAt)}.
      </p>
      <Form
        form={form}
        className="grid gap-5 sm:grid-cols-2"
        onSubmit={(input) =>
          update.mutate(
            { id: lead._id, input },
            { onSuccess: (saved) => toast.success(`Lead ${saved.email} saved.`) },
          )
        }
      >
        <TextField
          label="First name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Job title"
          className="sm:col-span-2"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
        <PlainSelectField
          label="Seniority"
          error={errors.seniority?.message}
          {...form.register('seniority')}
        >
          {LEAD_SENIORITIES.map((value) => (
            <option key={value} value={value}>
              {ENUM_LABELS.seniority[value]}
            </option>
          ))}
        </PlainSelectField>
        <PlainSelectField
          label="Department"
          error={errors.department?.message}
          {...form.register('department')}
        >
          {LEAD_DEPARTMENTS.map((value) => (
            <option key={value} value={value}>
              {ENUM_LABELS.department[value]}
            </option>
          ))}
        </PlainSelectField>
        <TextField
          label="Company name"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          label="Company domain"
          hint="e.g. acme.com"
          error={errors.companyDomain?.message}
          {...form.register('companyDomain')}
        />
        <TextField
          label="Industry"
          error={errors.industry?.message}
          {...form.register('industry')}
        />
        <PlainSelectField
          label="Company size"
          error={errors.companySize?.message}
          {...form.register('companySize')}
        >
          {LEAD_COMPANY_SIZES.map((value) => (
            <option key={value} value={value}>
              {ENUM_LABELS.companySize[value]}
            </option>
          ))}
        </PlainSelectField>
        <TextField
          label="Country"
          hint="Two-letter code, e.g. US"
          error={errors.country?.message}
          {...form.register('country')}
        />
        <TextField label="City" error={errors.city?.message} {...form.register('city')} />
        <TextField
          label="LinkedIn URL"
          className="sm:col-span-2"
          error={errors.linkedinUrl?.message}
          {...form.register('linkedinUrl')}
        />
        <PlainSelectField
          label="Email status"
          error={errors.emailStatus?.message}
          {...form.register('emailStatus')}
        >
          {LEAD_EMAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENUM_LABELS.emailStatus[value]}
            </option>
          ))}
        </PlainSelectField>
        <TextField
          label="Verified at"
          type="datetime-local"
          hint="Leave empty when never verified."
          error={errors.verifiedAt?.message}
          value={toLocalInput(verifiedAt ?? null)}
          onChange={(event) =>
            form.setValue(
              'verifiedAt',
              event.target.value ? new Date(event.target.value).toISOString() : null,
              { shouldDirty: true },
            )
          }
        />
        {update.isError ? (
          <Alert variant="error" className="sm:col-span-2">
            {errorText(update.error)}
          </Alert>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={update.isPending} loadingText="Saving...">
            Save Lead
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
