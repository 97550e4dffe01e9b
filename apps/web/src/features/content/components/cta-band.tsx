import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { Section } from './section';

/** A closing call to action for the inner pages: see the packages or talk to us. */
export function CtaBand({
  title = 'Ready to reach more buyers?',
  text = 'Pick a verified database today, or tell us about your market and we will build a list for you.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    // Follows a white section, which already gives the space above.
    <Section padding="pb-16 sm:pb-20 lg:pb-24">
      <div className="relative isolate overflow-hidden rounded-2xl bg-indigo-700 px-6 py-12 text-center shadow-xl shadow-indigo-900/20 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,var(--color-indigo-500),transparent),radial-gradient(30rem_20rem_at_0%_100%,var(--color-blue-600),transparent)]"
        />
        <h2 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink
            to={paths.pricing}
            size="lg"
            variant="secondary"
            icon={<ArrowRightIcon className="order-last size-4" />}
          >
            See packages
          </ButtonLink>
          <Link
            to={paths.contact}
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-semibold text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Contact sales
          </Link>
        </div>
      </div>
    </Section>
  );
}
