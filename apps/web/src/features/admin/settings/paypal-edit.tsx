import { UpdatePaymentSettingInput } from '@leadvault/contract';
import { useParams } from 'react-router';
import { AdminFormFrame, PageFrame, TextField, useAdminForm } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { usePaymentSettings } from './api/get-payment-settings';
import { useUpdatePaymentSetting } from './api/update-payment-setting';

/** Update the PayPal client id (required); back to the settings hub on success. */
export function PaypalEditPage() {
  const { id = '' } = useParams();
  const settings = usePaymentSettings();
  return (
    <PageFrame
      title="Update PayPal Client ID"
      back={{ to: paths.admin.settingPayment, label: 'Payment Setting' }}
      width="narrow"
    >
      <QueryState query={settings} label="Loading payment information...">
        {(data) => (
          <ClientIdForm
            key={id}
            id={id}
            current={data.find((setting) => setting._id === id)?.email ?? ''}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}

function ClientIdForm({ id, current }: { id: string; current: string }) {
  const update = useUpdatePaymentSetting();
  const editor = useAdminForm({
    schema: UpdatePaymentSettingInput,
    defaultValues: { email: current },
    save: (input) => update.mutateAsync({ id, input }),
    successMessage: 'PayPal email updated successfully',
    errorMessage: 'Failed to update PayPal email',
    redirectTo: paths.admin.setting,
  });
  return (
    <AdminFormFrame editor={editor} submitLabel="Update" cancelTo={paths.admin.settingPayment}>
      <TextField
        editor={editor}
        name="email"
        label="PayPal Client ID"
        autoComplete="off"
        spellCheck={false}
        hint="The client id of your PayPal REST app. The secret stays in the server's environment."
      />
    </AdminFormFrame>
  );
}
