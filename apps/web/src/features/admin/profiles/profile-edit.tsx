import { MAX_CREDITS, type Profile, UpdateCreditInput } from '@leadvault/contract';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorText, PageFrame, Panel, QueryState } from '@/components/kit';
import { countOf } from '@/components/kit/list-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
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
  const form = useZodForm(UpdateCreditInput, {
    defaultValues: { userPoint: profile.userPoint, reason: '' },
  });
  const update = useUpdateCredit();
  const navigate = useNavigate();
  const { errors } = form.formState;

  return (
    <Panel>
      <div className="mb-6 flex items-center gap-4">
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
      <p className="mb-6 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
        Current credits:{' '}
        <span className="text-lg font-bold tabular-nums" data-testid="current-credits">
          {profile.userPoint.toLocaleString('en-US')}
        </span>
      </p>
      <Form
        form={form}
        className="space-y-5"
        onSubmit={(input) =>
          update.mutate(
            { id: profile._id, input },
            {
              onSuccess: (saved) => {
                toast.success(
                  `${saved.userName} now has ${countOf(saved.userPoint, 'credit', 'credits')}.`,
                );
                navigate(paths.admin.manageProfiles);
              },
            },
          )
        }
      >
        <TextField
          label="New credits"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_CREDITS}
          step={1}
          hint="A whole number from 0 to 1,000,000."
          error={errors.userPoint?.message}
          {...form.register('userPoint', { valueAsNumber: true })}
        />
        <TextField
          label="Reason (optional)"
          maxLength={500}
          placeholder="e.g. Refund for order ABC12345"
          hint="Kept in the credit history with your name."
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {update.isError ? <Alert variant="error">{errorText(update.error)}</Alert> : null}
        <Button type="submit" fullWidth isLoading={update.isPending} loadingText="Updating...">
          Update Credits
        </Button>
      </Form>
    </Panel>
  );
}
