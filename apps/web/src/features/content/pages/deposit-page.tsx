import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import {
  ArrowRightIcon,
  DatabaseIcon,
  MailIcon,
  SearchIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { type LoginRedirectState, useAuth } from '@/features/auth';
import { PageHero } from '../components/page-hero';
import { Loading, Skeleton } from '../components/query-state';
import { Section } from '../components/section';

/** Every new profile starts with this many credits (spec: "A new profile starts with 5"). */
const STARTING_CREDITS = 5;
const TOP_UP_SUBJECT = 'Credit top-up';

function BalanceCard() {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') {
    return (
      <Loading label="Loading your balance..." className="rounded-2xl bg-slate-900 p-8">
        <Skeleton className="h-4 w-28 bg-slate-700" />
        <Skeleton className="mt-4 h-14 w-32 bg-slate-700" />
        <Skeleton className="mt-6 h-11 w-full bg-slate-700" />
      </Loading>
    );
  }

  if (auth.status !== 'signed-in') {
    const state: LoginRedirectState = { from: location };
    return (
      <div className="rounded-2xl bg-slate-900 p-8 text-white shadow-xl shadow-slate-900/10">
        <h2 className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
          Your balance
        </h2>
        <p className="mt-4 text-lg font-semibold">Sign in to see your credit balance.</p>
        <p className="mt-2 text-sm text-slate-300">
          New accounts start with {STARTING_CREDITS} free credits.
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <ButtonLink to={paths.login} state={state} size="lg" fullWidth>
            Login
          </ButtonLink>
          <Link
            to={paths.register}
            className="rounded text-center text-sm font-semibold text-indigo-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Create an account
          </Link>
        </div>
      </div>
    );
  }

  const credits = auth.profile?.userPoint ?? 0;
  return (
    <div className="rounded-2xl bg-slate-900 p-8 text-white shadow-xl shadow-slate-900/10">
      <h2 className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
        Your balance
      </h2>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight" data-testid="credit-balance">
          {credits}
        </span>
        <span className="text-base font-medium text-slate-300">
          {credits === 1 ? 'credit' : 'credits'}
        </span>
      </p>
      <p className="mt-2 truncate text-sm text-slate-400">{auth.user?.email}</p>
      <div className="mt-8 flex flex-col gap-3">
        <ButtonLink
          to={paths.findLeads}
          size="lg"
          fullWidth
          icon={<SearchIcon className="size-4" />}
        >
          Find Leads
        </ButtonLink>
        <ButtonLink to={paths.userDashboard} variant="secondary" fullWidth>
          Go to dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

function Option({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{children}</div>
      <div className="mt-6">{action}</div>
    </li>
  );
}

const facts = [
  {
    title: 'What credits are',
    text: `Credits pay for lead searches in Find Leads. Every new account receives ${STARTING_CREDITS} free credits to try it.`,
  },
  {
    title: 'Where to see them',
    text: 'Your balance is shown here and in your account menu, and it updates as soon as credits are added or used.',
  },
  {
    title: 'How they are added',
    text: 'Our sales team adds credits to your account once your top-up is paid. Credits have no cash value and cannot be transferred.',
  },
];

/**
 * /deposit: what credits are, the signed-in person's balance and how to get more (credits are
 * added by staff after a sales conversation; ready-made data is bought as a package).
 * See docs/decisions/005-deposit-page.md.
 */
export function DepositPage() {
  return (
    <>
      <PageHero
        documentTitle="Deposit"
        crumb="Deposit"
        eyebrow="Credits"
        title="Deposit"
        description="Top up the credits you use to search for leads, or buy a ready-made database outright."
      />
      <Section tone="muted" padding="py-12 sm:py-16 lg:py-20">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:order-last">
            <BalanceCard />
            <p className="mt-4 flex gap-2 px-1 text-xs leading-relaxed text-slate-500">
              <ShieldIcon className="size-4 shrink-0 text-emerald-600" />
              Payments are handled by PayPal. We never see or store your card details.
            </p>
          </div>
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">How to top up</h2>
            <p className="mt-2 text-base text-slate-600">
              Credits are not sold by card on this page yet. Choose the option that fits what you
              need:
            </p>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              <Option
                icon={<MailIcon className="size-5" />}
                title="Contact sales for credits"
                action={
                  <ButtonLink
                    to={`${paths.contact}?subject=${encodeURIComponent(TOP_UP_SUBJECT)}`}
                    icon={<ArrowRightIcon className="order-last size-4" />}
                  >
                    Contact sales
                  </ButtonLink>
                }
              >
                Tell us how many credits you need. We send you a PayPal invoice and add the credits
                to your account as soon as it is paid, usually within one business day.
              </Option>
              <Option
                icon={<DatabaseIcon className="size-5" />}
                title="Buy a ready-made package"
                action={
                  <ButtonLink
                    to={paths.pricing}
                    variant="secondary"
                    icon={<ArrowRightIcon className="order-last size-4" />}
                  >
                    See packages
                  </ButtonLink>
                }
              >
                Need contacts right away? Our packages are complete, verified databases you download
                straight after payment. No credits needed.
              </Option>
            </ul>

            <h2 className="mt-14 text-2xl font-bold tracking-tight text-slate-900">
              How credits work
            </h2>
            <dl className="mt-6 grid gap-6 sm:grid-cols-3">
              {facts.map((fact) => (
                <div key={fact.title} className="border-l-2 border-indigo-200 pl-4">
                  <dt className="font-semibold text-slate-900">{fact.title}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-slate-600">{fact.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>
    </>
  );
}
