import { type InvoiceSettings, UpdateInvoiceSettingsInput } from '@leadvault/contract';
import {
  AdminFormFrame,
  PageFrame,
  TextareaField,
  TextField,
  useAdminForm,
} from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useInvoiceSettings, useUpdateInvoiceSettings } from './api/invoice-settings';

/** Invoice Setting: the seller details printed on invoices and credit notes from now on. */
export function InvoiceSettingsPage() {
  const settings = useInvoiceSettings();
  return (
    <PageFrame
      title="Invoice Setting"
      description="The seller details printed on every invoice and credit note. A change applies to documents issued from now on; issued ones never change."
      back={{ to: paths.admin.setting, label: 'Settings' }}
      width="narrow"
    >
      <QueryState query={settings} label="Loading the invoice settings...">
        {(data) => <SellerForm current={data} />}
      </QueryState>
    </PageFrame>
  );
}

function SellerForm({ current }: { current: InvoiceSettings }) {
  const update = useUpdateInvoiceSettings();
  const editor = useAdminForm({
    schema: UpdateInvoiceSettingsInput,
    defaultValues: current,
    save: (input) => update.mutateAsync(input),
    successMessage: 'Invoice settings saved',
    errorMessage: 'Failed to save the invoice settings',
    redirectTo: paths.admin.setting,
  });
  return (
    <AdminFormFrame editor={editor} submitLabel="Save" cancelTo={paths.admin.setting}>
      <TextField editor={editor} name="legalName" label="Legal name" autoComplete="organization" />
      <TextareaField
        editor={editor}
        name="address"
        label="Address"
        rows={3}
        hint="Street, postcode and city, country: one per line, as printed."
      />
      <TextField
        editor={editor}
        name="registrationId"
        label="VAT or registration ID"
        spellCheck={false}
      />
      <TextareaField
        editor={editor}
        name="footer"
        label="Invoice footer"
        rows={3}
        hint='Printed at the foot of every invoice, e.g. "VAT reverse charge" or "VAT not applicable".'
      />
      <TextField
        editor={editor}
        name="numberPrefix"
        label="Invoice number prefix"
        spellCheck={false}
        hint="1 to 10 letters or digits: INV gives INV-2026-000001. The numbers continue across a change."
      />
    </AdminFormFrame>
  );
}
