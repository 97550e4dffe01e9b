import { MAX_CREDITS, type Profile, UpdateCreditInput } from '@leadvault/contract';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { AdminFormFrame, NumberField, PageFrame, TextField, useAdminForm } from '@/components/kit';
import { countOf } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { ActivityHistory } from '../components/activity-history';
import { useProfile } from './api/get-profile';
import { useUpdateCredit } from './api/update-credit';

/** Update User Credits: the balance, a new amount and why; back to Manage Profiles. */
export function EditUserProfilePage() {
  const { id = '' } = useParams();
  const profile = useProfile(id);
  return (
    <PageFrame
      title="Update User Credits"
      back={{ to: paths.admin.manageProfiles, label: 'Manage Profiles' }}
    >
      <QueryState query={profile} label="Loading the profile...">
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <CreditForm key={data._id} profile={data} />
            <ActivityHistory
              entity="profile"
              entityId={data._id}
              title="Credit history"
              empty="No credit changes yet."
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function CreditForm({ profile }: { profile: Profile }) {
  const update = useUpdateCredit();
  const editor = useAdminForm({
    schema: UpdateCreditInput,
    defaultValues: { userPoint: profile.userPoint, reason: '' },
    save: (input) => update.mutateAsync({ id: profile._id, input }),
    successMessage: (saved) => {
      const { userName, userPoint } = saved as Profile;
      toast.success(`${userName} now has ${countOf(userPoint, 'credit', 'credits')}.`);
    },
    errorMessage: 'Failed to update the credits.',
    redirectTo: paths.admin.manageProfiles,
  });

  return (
    <AdminFormFrame
      editor={editor}
      submitLabel="Update Credits"
      busyLabel="Updating..."
      fullWidthSubmit
      footer={
        editor.saveError ? <Alert variant="error">{errorText(editor.saveError)}</Alert> : null
      }
    >
      <div className="flex items-center gap-4">
        <img
          src={profile.profileImg}
          alt=""
          className="size-12 rounded-full bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{profile.userName}</p>
          <p className="truncate text-sm text-slate-600">{profile.userEmail}</p>
        </div>
      </div>
      <p className="rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
        Current credits:{' '}
        <span className="text-lg font-bold tabular-nums" data-testid="current-credits">
          {profile.userPoint.toLocaleString('en-US')}
        </span>
      </p>
      <NumberField
        editor={editor}
        name="userPoint"
        label="New credits"
        asNumber
        min={0}
        max={MAX_CREDITS}
        hint="A whole number from 0 to 1,000,000."
      />
      <TextField
        editor={editor}
        name="reason"
        label="Reason (optional)"
        placeholder="e.g. Refund for order ABC12345"
        hint="Kept in the credit history with your name."
      />
    </AdminFormFrame>
  );
}
