import type { AdminPaymentSetting } from '@leadvault/contract';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { PageFrame, Panel } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePaymentSettings } from './api/get-payment-settings';

const MODE_TEXT: Record<AdminPaymentSetting['mode'], string> = {
  paypal: 'PayPal (configured on the server)',
  sandbox: 'Local PayPal sandbox (no PayPal credentials configured)',
  off: 'Off: no PayPal credentials are configured',
};

/** Payment Setting: the stored PayPal client id, with Update, beside what checkout uses. */
export function PaymentSettingPage() {
  const settings = usePaymentSettings();
  const toasted = useRef(false);

  useEffect(() => {
    if (settings.isError && !toasted.current) {
      toasted.current = true;
      toast.error('Failed to load payment information');
    }
    if (!settings.isError) toasted.current = false;
  }, [settings.isError]);

  return (
    <PageFrame
      title="Payment Setting"
      back={{ to: paths.admin.setting, label: 'Settings' }}
      width="narrow"
    >
      <QueryState
        query={settings}
        label="Loading payment information..."
        errorTexts={{ title: 'Failed to fetch payment information' }}
        isEmpty={(data) => data.length === 0}
        empty={
          <>
            <p className="font-medium text-slate-700">No Paypal Client Api Found</p>
            <p className="mt-1">No payment information found</p>
          </>
        }
      >
        {(data) => data.map((setting) => <SettingCard key={setting._id} setting={setting} />)}
      </QueryState>
    </PageFrame>
  );
}

function SettingCard({ setting }: { setting: AdminPaymentSetting }) {
  return (
    <Panel
      title="PayPal Client ID"
      actions={
        <ButtonLink to={paths.admin.paypal(setting._id)} size="sm">
          Update
        </ButtonLink>
      }
    >
      {setting.email ? (
        <p className="font-mono text-sm break-all text-slate-900">{setting.email}</p>
      ) : (
        <p className="text-sm font-medium text-slate-700">No Paypal Client Api Found</p>
      )}
      <dl className="mt-5 grid gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Checkout uses
          </dt>
          <dd className="mt-1 text-slate-700">{MODE_TEXT[setting.mode]}</dd>
          {setting.activeClientId ? (
            <dd className="mt-1 font-mono text-xs break-all text-slate-500">
              {setting.activeClientId}
            </dd>
          ) : null}
        </div>
      </dl>
      {setting.email && !setting.inUse ? (
        <Alert variant="warning" className="mt-4">
          Checkout keeps using the client id configured on the server, because PayPal's secret
          belongs to it. To switch PayPal apps, set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET
          together in the server's environment and restart it.
        </Alert>
      ) : null}
      {setting.inUse ? (
        <Alert variant="success" className="mt-4">
          This client id is the one checkout uses.
        </Alert>
      ) : null}
    </Panel>
  );
}
