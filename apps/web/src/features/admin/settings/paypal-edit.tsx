import { UpdatePaymentSettingInput } from '@leadvault/contract';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { AdminScreen, Panel, QueryState } from '../operations/components/admin-screen';
import { usePaymentSettings } from './api/get-payment-settings';
import { useUpdatePaymentSetting } from './api/update-payment-setting';

/** Update the PayPal client id (required); back to the settings hub on success. */
export function PaypalEditPage() {
  const { id = '' } = useParams();
  const settings = usePaymentSettings();
  return (
    <AdminScreen
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
    </AdminScreen>
  );
}

function ClientIdForm({ id, current }: { id: string; current: string }) {
  const form = useZodForm(UpdatePaymentSettingInput, { defaultValues: { email: current } });
  const update = useUpdatePaymentSetting();
  const navigate = useNavigate();
  return (
    <Panel>
      <Form
        form={form}
        className="space-y-5"
        onSubmit={(input) =>
          update.mutate(
            { id, input },
            {
              onSuccess: () => {
                toast.success('PayPal email updated successfully');
                navigate(paths.admin.setting);
              },
              onError: () => toast.error('Failed to update PayPal email'),
            },
          )
        }
      >
        <TextField
          label="PayPal Client ID"
          autoComplete="off"
          spellCheck={false}
          hint="The client id of your PayPal REST app. The secret stays in the server's environment."
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending} loadingText="Saving...">
            Update
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
