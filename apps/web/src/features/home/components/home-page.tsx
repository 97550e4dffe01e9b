import type { ReactNode } from 'react';
import { DatabaseIcon, FilterIcon, ShieldIcon } from '@/components/ui/icons';
import { HeroBanner } from './hero-banner';

const highlights: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Verified and up to date',
    text: 'Every list is checked for deliverability before it is offered, so your campaigns reach real inboxes.',
    icon: <ShieldIcon className="size-6" />,
  },
  {
    title: 'Segmented for your market',
    text: 'Packages are built around industries, roles and regions, so you only pay for contacts you can use.',
    icon: <FilterIcon className="size-6" />,
  },
  {
    title: 'Access right after payment',
    text: 'Once your payment is confirmed, your databases are available from your dashboard — no waiting.',
    icon: <DatabaseIcon className="size-6" />,
  },
];

export function HomePage() {
  return (
    <>
      <title>LeadVault — B2B lead databases</title>
      <HeroBanner />
      <section
        aria-labelledby="highlights-heading"
        className="border-t border-slate-100 bg-slate-50"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
              Built for B2B teams
            </p>
            <h2
              id="highlights-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              Better data, better conversations
            </h2>
            <p className="mt-4 text-base text-slate-600">
              Sales, marketing and growth teams use LeadVault to fill their pipeline with the right
              contacts instead of guessing.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {highlights.map((item) => (
              <li
                key={item.title}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <div className="flex size-11 items-center justify-center rounded-lg bg-indigo-600 text-white">
                  {item.icon}
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
