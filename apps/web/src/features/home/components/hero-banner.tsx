import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const sampleRows = [
  { initials: 'MR', name: 'Maya Rodriguez', role: 'VP Marketing', company: 'Northwind Labs' },
  { initials: 'DK', name: 'Daniel Kim', role: 'Head of Sales', company: 'Brightline Inc.' },
  { initials: 'SO', name: 'Sara Okafor', role: 'CTO', company: 'Helio Systems' },
  { initials: 'LJ', name: 'Lukas Jensen', role: 'Procurement Lead', company: 'Fjord Retail' },
];

/** Home page hero (only on '/'). Its texts will come from the banner content later. */
export function HeroBanner() {
  return (
    <section className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-indigo-100),transparent),radial-gradient(40rem_24rem_at_0%_100%,var(--color-sky-50),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 shadow-xs">
            <span className="size-1.5 rounded-full bg-emerald-500" />
            Verified B2B contact data
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            Reach the decision makers who{' '}
            <span className="bg-linear-to-r from-indigo-600 to-blue-500 bg-clip-text text-transparent">
              buy what you sell
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            LeadVault sells ready-to-use business e-mail databases, segmented by industry, role and
            region. Pick a package, pay securely and start your outreach the same day.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to={paths.pricing}
              size="lg"
              icon={<ArrowRightIcon className="order-last size-4" />}
            >
              Browse Packages
            </ButtonLink>
            <ButtonLink to={paths.whyChoose} size="lg" variant="secondary">
              Why LeadVault
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {['Regularly verified', 'Secure checkout', 'Instant access'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" className="relative hidden sm:block">
          <div className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-tr from-indigo-200/60 to-sky-100/40 blur-2xl" />
          <div className="rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10">
            <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
              <div>
                <p className="text-sm font-semibold text-slate-900">SaaS Decision Makers — US</p>
                <p className="text-xs text-slate-500">Sample preview</p>
              </div>
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
                Verified
              </span>
            </div>
            <ul className="divide-y divide-slate-100">
              {sampleRows.map((row) => (
                <li key={row.name} className="flex items-center gap-4 px-5 py-3.5">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xs font-bold text-indigo-700">
                    {row.initials}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{row.name}</p>
                    <p className="truncate text-xs text-slate-500">
                      {row.role} · {row.company}
                    </p>
                  </div>
                  <span className="hidden rounded-md bg-slate-100 px-2 py-1 font-mono text-[11px] text-slate-500 md:inline">
                    ••••@{row.company.split(' ')[0]?.toLowerCase()}.com
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
