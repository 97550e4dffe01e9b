import { FooterLinks } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { COPYRIGHT, FOOTER_ABOUT } from '@/config/site';
import { api } from '@/lib/api-client';
import { Logo } from './logo';

/**
 * The footer-links record (`GET /api/footer-links`, first item): about text and copyright.
 * Shared code may not import a feature, so the query lives here; its key is the content
 * area's `contentKeys.first('footer-links')`.
 */
export const footerLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'list', 'footer-links', 'first'] as const,
    queryFn: async () =>
      (await api.get('/api/footer-links', { schema: z.array(FooterLinks) }))[0] ?? null,
    staleTime: 5 * 60_000,
  });

const linkClass =
  'rounded text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400';

const socials: { label: string; icon: ReactNode }[] = [
  {
    label: 'Facebook',
    icon: (
      <path d="M14 8.5V7c0-.8.5-1 1-1h2V2.5h-2.8C11.2 2.5 10 4.6 10 7v1.5H7.5V12H10v9.5h4V12h2.8l.5-3.5H14Z" />
    ),
  },
  {
    label: 'Twitter',
    icon: <path d="M4 3.5h4.6l11.4 17H15.4L4 3.5Zm15.6 0L13.4 10.6M4.4 20.5l6.2-7.1" />,
  },
  {
    label: 'Instagram',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" />
      </>
    ),
  },
  {
    label: 'YouTube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="m10.5 9.5 4 2.5-4 2.5v-5Z" />
      </>
    ),
  },
];

export function Footer() {
  const footerLinks = useQuery(footerLinksQueryOptions());
  // The built-in texts stand in while the record loads, or when it is missing or empty.
  const about = footerLinks.data?.FooterAbout.trim() || FOOTER_ABOUT;
  const copyright = footerLinks.data?.CopyRight.trim() || COPYRIGHT;

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-12">
          <div className="space-y-4 md:col-span-5">
            <Logo tone="light" />
            <p className="max-w-sm text-sm leading-relaxed text-slate-400">{about}</p>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 md:col-span-4">
            <div>
              <h2 className="text-sm font-semibold text-white">Company</h2>
              <ul className="mt-4 space-y-3">
                <li>
                  <Link to={paths.home} className={linkClass}>
                    Home
                  </Link>
                </li>
                <li>
                  <Link to={paths.pricing} className={linkClass}>
                    Pricing
                  </Link>
                </li>
                <li>
                  <Link to={paths.contact} className={linkClass}>
                    Contact
                  </Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-semibold text-white">Legal</h2>
              <ul className="mt-4 space-y-3">
                <li>
                  <Link to={paths.privacyPolicy} className={linkClass}>
                    Privacy Policy
                  </Link>
                </li>
                <li>
                  <Link to={paths.termsCondition} className={linkClass}>
                    Terms &amp; Conditions
                  </Link>
                </li>
              </ul>
            </div>
          </nav>

          <div className="md:col-span-3">
            <h2 className="text-sm font-semibold text-white">Follow us</h2>
            <ul className="mt-4 flex gap-3">
              {socials.map((social) => (
                <li key={social.label}>
                  <a
                    // biome-ignore lint/a11y/useValidAnchor: placeholder links until real profiles exist
                    href="#"
                    aria-label={social.label}
                    className="flex size-10 items-center justify-center rounded-lg bg-slate-800/70 text-slate-300 transition-colors hover:bg-indigo-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      className="size-5"
                    >
                      {social.icon}
                    </svg>
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-12 border-t border-slate-800 pt-6">
          <p className="text-sm text-slate-500">{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
