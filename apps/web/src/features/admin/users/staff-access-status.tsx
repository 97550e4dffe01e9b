import type { SavedStaffUser, StaffUser } from '@leadvault/contract';
import { toast } from 'react-toastify';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useResendInvitation } from './api/resend-invitation';

type Access = { label: string; hint: string; tone: string };

/**
 * Whether a staff member's role applies yet. It applies only once the owner of the address
 * proved it (the e-mailed link, opened while signed in to that account).
 */
function staffAccess(user: Pick<StaffUser, 'hasAccount' | 'emailVerified'>): Access {
  if (user.emailVerified) {
    return {
      label: 'Verified',
      hint: 'The role applies.',
      tone: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
    };
  }
  if (user.hasAccount) {
    return {
      label: 'Invitation sent — address not verified',
      hint: 'The role applies once they open the e-mailed link while signed in.',
      tone: 'bg-amber-50 text-amber-800 ring-amber-600/20',
    };
  }
  return {
    label: 'No account yet',
    hint: 'Invited to sign up with this address; the role applies once it is verified.',
    tone: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  };
}

/** The Email cell's second line on Manage Users: the access status and "Resend invitation". */
export function StaffAccessStatus({ user }: { user: StaffUser }) {
  const resend = useResendInvitation();
  const access = staffAccess(user);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        title={access.hint}
        className={cn(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
          access.tone,
        )}
      >
        {access.label}
      </span>
      {user.emailVerified ? null : (
        <button
          type="button"
          className="text-xs font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(user._id, {
              onSuccess: ({ invitation }) =>
                toast.success(
                  invitation === 'invitation'
                    ? `Invitation sent again to ${user.userEmail}.`
                    : `Verification link sent again to ${user.userEmail}.`,
                ),
              onError: (error) =>
                toast.error(
                  isApiError(error)
                    ? error.message
                    : 'The e-mail could not be sent. Please try again.',
                ),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend invitation'}
          <span className="sr-only"> to {user.userEmail}</span>
        </button>
      )}
    </div>
  );
}

/** The toast after Add User / Update User: what was e-mailed, and when the role applies. */
export function announceSavedUser(saved: SavedStaffUser, done: string) {
  const base = `${saved.userName} ${done}.`;
  switch (saved.invitation) {
    case 'invitation':
      toast.success(
        `${base} We e-mailed ${saved.userEmail} an invitation to create an account; the role applies once the address is verified.`,
      );
      return;
    case 'verification':
      toast.success(
        `${base} We e-mailed ${saved.userEmail} a link to verify the address; the role applies once it is opened.`,
      );
      return;
    case 'failed':
      toast.warning(
        `${base} The e-mail to ${saved.userEmail} could not be sent: use Resend invitation on Manage Users.`,
      );
      return;
    default:
      toast.success(base);
  }
}
