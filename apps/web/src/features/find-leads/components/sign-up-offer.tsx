import { STARTING_CREDITS } from '@leadvault/contract';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { withNext } from '@/features/auth';
import { cn } from '@/lib/cn';

/** The visitors' call to action: an account reveals e-mails, and starts with free credits. */
export const SIGN_UP_OFFER = `Create a free account to reveal e-mails — ${STARTING_CREDITS} free credits`;

export function SignUpOffer({ className }: { className?: string }) {
  return (
    <aside
      aria-labelledby="sign-up-offer"
      className={cn(
        'flex flex-col gap-4 rounded-2xl bg-slate-900 p-5 text-white shadow-lg shadow-slate-900/10 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        className,
      )}
    >
      <div className="min-w-0">
        <h2 id="sign-up-offer" className="text-base font-semibold sm:text-lg">
          {SIGN_UP_OFFER}
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          One credit reveals one checked business e-mail. Searching, lists and exports of what you
          revealed stay free.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
        <ButtonLink to={withNext(paths.register, paths.findLeads)} size="lg">
          Create a free account
        </ButtonLink>
        <ButtonLink to={withNext(paths.login, paths.findLeads)} variant="secondary" size="lg">
          Sign in
        </ButtonLink>
      </div>
    </aside>
  );
}
