import { formatPrice, type Package, STARTING_CREDITS } from '@leadvault/contract';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, BoltIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { isCreditPack, usePackages } from '../api/get-packages';
import { CheckList } from './check-list';
import { Section } from './section';

const POINTS = [
  'Search every lead for free: name, job title, company, seniority, department, country',
  'Pay one credit per e-mail you reveal — never twice for the same person',
  'Every e-mail checked by our own verifier, with the date it was checked',
  'Lists, exports and CRM-ready files of what you revealed, free',
];

/** "10 credits for $9", the smallest pack first; '' when none are on sale. */
function packsText(packages: Package[] | undefined): string {
  const packs = (packages ?? []).filter(isCreditPack).sort((a, b) => a.credits - b.credits);
  return packs
    .slice(0, 3)
    .map(
      (pack) => `${pack.credits.toLocaleString('en-US')} credits for $${formatPrice(pack.price)}`,
    )
    .join(' · ');
}

/**
 * Find Leads and the credit packs, on the home and pricing pages: the pay-per-e-mail search
 * beside the database packages. The packs are the catalog's (edited in the back office).
 */
export function FindLeadsBand({ tone = 'muted' }: { tone?: 'white' | 'muted' }) {
  const packages = usePackages();
  const packs = packsText(packages.data);
  return (
    <Section labelledBy="find-leads-band" tone={tone} padding="py-14 sm:py-16 lg:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
            Find Leads
          </p>
          <h2
            id="find-leads-band"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Need a few contacts, not a whole database?
          </h2>
          <p className="mt-4 text-base text-slate-600 sm:text-lg">
            Search our leads yourself and reveal only the e-mails you need, with credits. A new
            account starts with {STARTING_CREDITS} free credits.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to={paths.findLeads}
              size="lg"
              icon={<ArrowRightIcon className="order-last size-4" />}
            >
              Try Find Leads
            </ButtonLink>
            <ButtonLink
              to={paths.deposit}
              variant="secondary"
              size="lg"
              icon={<BoltIcon className="size-4 text-indigo-600" />}
            >
              Credit packs
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <CheckList items={POINTS} />
          <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-600">
            {packs ? (
              <>
                <span className="font-semibold text-slate-900">Credit packs:</span> {packs}.
              </>
            ) : (
              'Credit packs are sold on the Deposit page.'
            )}
          </p>
        </div>
      </div>
    </Section>
  );
}
