import { formatPrice, PACKAGE_POINT_FIELDS, type Package } from '@leadvault/contract';
import { Link, useLocation } from 'react-router';
import { EmptyState, Loading, SectionError, Skeleton } from '@/components/query-state';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, BoltIcon, MailIcon, ReceiptIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { loginPathFor, useAuth, withNext } from '@/features/auth';
import { useCredits } from '@/lib/api/credits';
import { lastClickedPackage } from '@/lib/storage';
import { isCreditPack, usePackages } from '../api/get-packages';
import { CheckList } from '../components/check-list';
import { IconCard } from '../components/icon-card';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

/** Every new profile starts with this many credits (spec: "A new profile starts with 5"). */
const STARTING_CREDITS = 5;
const TOP_UP_SUBJECT = 'Credit top-up';

const creditWord = (count: number) => (count === 1 ? 'credit' : 'credits');

function BalanceCard() {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed-in';
  const balance = useCredits(signedIn);

  if (auth.status === 'loading' || (signedIn && balance.isPending)) {
    return (
      <Loading label="Loading your balance..." className="rounded-2xl bg-slate-900 p-8">
        <Skeleton className="h-4 w-28 bg-slate-700" />
        <Skeleton className="mt-4 h-14 w-32 bg-slate-700" />
        <Skeleton className="mt-6 h-11 w-full bg-slate-700" />
      </Loading>
    );
  }

  if (!signedIn) {
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
          <ButtonLink to={loginPathFor(location)} size="lg" fullWidth>
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

  // The ledger's sum; the profile's copy stands in should the balance call fail.
  const credits = balance.data?.balance ?? auth.profile?.userPoint ?? 0;
  return (
    <div className="rounded-2xl bg-slate-900 p-8 text-white shadow-xl shadow-slate-900/10">
      <h2 className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
        Your balance
      </h2>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight" data-testid="credit-balance">
          {credits}
        </span>
        <span className="text-base font-medium text-slate-300">{creditWord(credits)}</span>
      </p>
      <p className="mt-2 truncate text-sm text-slate-400">{auth.user?.email}</p>
      <div className="mt-8 flex flex-col gap-3">
        <ButtonLink to={paths.findLeads} size="lg" fullWidth icon={<BoltIcon className="size-4" />}>
          Find Leads
        </ButtonLink>
        <ButtonLink
          to={paths.creditHistory}
          variant="secondary"
          fullWidth
          icon={<ReceiptIcon className="size-4" />}
        >
          Credit history
        </ButtonLink>
      </div>
    </div>
  );
}

function PackCard({ pack, signedIn }: { pack: Package; signedIn: boolean }) {
  const nameId = `pack-${pack._id}`;
  const perCredit = pack.price / pack.credits;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h3 id={nameId} className="text-lg font-bold break-words text-slate-900">
          {pack.packageName}
        </h3>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900">
            {pack.credits.toLocaleString('en-US')}
          </span>
          <span className="text-sm font-medium text-slate-500">{creditWord(pack.credits)}</span>
        </p>
        <p className="mt-1 text-base font-semibold text-indigo-700">
          ${formatPrice(pack.price)}{' '}
          <span className="text-sm font-normal text-slate-500">
            (${perCredit.toFixed(perCredit < 0.1 ? 3 : 2)} per e-mail)
          </span>
        </p>
        <CheckList
          className="mt-6 flex-1 border-t border-slate-100 pt-6"
          itemClassName="[&>span:last-child]:text-sm"
          items={PACKAGE_POINT_FIELDS.map((field) => pack[field])}
        />
        {signedIn ? (
          <ButtonLink
            to={paths.package(pack._id)}
            onClick={() => lastClickedPackage.set(pack._id)}
            aria-describedby={nameId}
            size="lg"
            fullWidth
            className="mt-8"
          >
            Buy
          </ButtonLink>
        ) : (
          <ButtonLink
            to={withNext(paths.login, paths.package(pack._id))}
            onClick={() => lastClickedPackage.set(pack._id)}
            aria-describedby={nameId}
            variant="secondary"
            size="lg"
            fullWidth
            className="mt-8"
          >
            Sign in to buy
          </ButtonLink>
        )}
      </article>
    </li>
  );
}

/** The credit packs on sale, with their loading, error and empty states. */
function CreditPacks({ signedIn }: { signedIn: boolean }) {
  const packages = usePackages();
  if (packages.isPending) {
    return (
      <Loading label="Loading credit packs..." className="grid gap-6 md:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-4 h-10 w-24" />
            <Skeleton className="mt-6 h-4 w-full" />
            <Skeleton className="mt-3 h-4 w-5/6" />
            <Skeleton className="mt-8 h-12 w-full" />
          </div>
        ))}
      </Loading>
    );
  }
  if (packages.isError) {
    return (
      <SectionError
        what="the credit packs"
        onRetry={() => packages.refetch()}
        isRetrying={packages.isFetching}
      />
    );
  }
  const packs = packages.data.filter(isCreditPack).sort((a, b) => a.credits - b.credits);
  if (packs.length === 0) {
    return (
      <EmptyState
        title="No credit packs are on sale right now."
        description="Contact sales below and we will add the credits you need."
      />
    );
  }
  return (
    <ul aria-label="Credit packs" className="grid gap-6 md:grid-cols-2">
      {packs.map((pack) => (
        <PackCard key={pack._id} pack={pack} signedIn={signedIn} />
      ))}
    </ul>
  );
}

const facts = [
  {
    title: 'What credits are',
    text: `One credit reveals one verified business e-mail in Find Leads. Every new account receives ${STARTING_CREDITS} free credits to try it.`,
  },
  {
    title: 'When they arrive',
    text: 'A credit pack is paid like any order, with PayPal or card. Its credits are added once, as soon as the payment is received.',
  },
  {
    title: 'What is free',
    text: 'Searching, lists, e-mails you already own and exports. Credits have no cash value and cannot be transferred.',
  },
];

/**
 * /deposit: the credit top-up page. The balance (signed in), the credit packs with Buy buttons
 * through the usual package → checkout → PayPal flow, the ledger link, and sales for custom
 * volumes. See docs/decisions/012-deposit-top-up.md (supersedes 005).
 */
export function DepositPage() {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  return (
    <>
      <PageHero
        documentTitle="Deposit"
        crumb="Deposit"
        eyebrow="Credits"
        title="Deposit"
        description="Top up the credits you use to reveal verified business e-mails in Find Leads."
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
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Credit packs</h2>
            <p className="mt-2 text-base text-slate-600">
              {signedIn
                ? 'Choose a pack. Its credits are added to your balance as soon as the payment is received.'
                : 'Sign in to buy a pack. Its credits are added to your balance as soon as the payment is received.'}
            </p>
            <div className="mt-6">
              <CreditPacks signedIn={signedIn} />
            </div>

            <div className="mt-6">
              <IconCard
                icon={<MailIcon className="size-5" />}
                title="Need more credits?"
                action={
                  <ButtonLink
                    to={`${paths.contact}?subject=${encodeURIComponent(TOP_UP_SUBJECT)}`}
                    variant="secondary"
                    icon={<ArrowRightIcon className="order-last size-4" />}
                  >
                    Contact sales
                  </ButtonLink>
                }
              >
                For larger volumes, tell us how many credits you need and we send you a PayPal
                invoice.
              </IconCard>
            </div>

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
