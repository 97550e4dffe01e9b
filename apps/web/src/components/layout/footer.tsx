import type { FooterLinks, FooterSocial } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { COPYRIGHT, FOOTER_ABOUT } from '@/config/site';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { Logo } from './logo';

/**
 * The footer-links record (`GET /api/footer-links`, first item): about text and copyright.
 * Shared code may not import a feature, so the query lives here; its key is
 * `contentKeys.first('footer-links')`.
 */
export const footerLinksQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('footer-links'),
    queryFn: () => fetchFirstContent<FooterLinks>('/api/footer-links'),
    staleTime: 5 * 60_000,
  });

/** The footer-social record (`GET /api/footer-social`, first item): the profile addresses. */
const footerSocialQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('footer-social'),
    queryFn: () => fetchFirstContent<FooterSocial>('/api/footer-social'),
    staleTime: 5 * 60_000,
  });

/**
 * A usable address for a social link: web addresses and mailto links as they are, a bare
 * e-mail address as mailto; anything else (empty, '#', another scheme) hides the icon.
 */
function socialHref(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (/^https?:\/\/[^\s/]+\.[^\s]*$/i.test(text)) return text;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(text)) return text;
  if (/^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  return null;
}

const linkClass =
  'rounded text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400';

const socials: { label: string; field: keyof FooterSocial; icon: ReactNode }[] = [
  {
    label: 'Facebook',
    field: 'facebook',
    icon: (
      <path d="M14 8.5V7c0-.8.5-1 1-1h2V2.5h-2.8C11.2 2.5 10 4.6 10 7v1.5H7.5V12H10v9.5h4V12h2.8l.5-3.5H14Z" />
    ),
  },
  {
    label: 'Twitter',
    field: 'twitter',
    icon: <path d="M4 3.5h4.6l11.4 17H15.4L4 3.5Zm15.6 0L13.4 10.6M4.4 20.5l6.2-7.1" />,
  },
  {
    label: 'Instagram',
    field: 'instragram',
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
    field: 'youtube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="m10.5 9.5 4 2.5-4 2.5v-5Z" />
      </>
    ),
  },
  {
    label: 'E-mail us',
    field: 'email',
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2.5" />
        <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
      </>
    ),
  },
];

export function Footer() {
  const footerLinks = useQuery(footerLinksQueryOptions());
  const footerSocial = useQuery(footerSocialQueryOptions());
  // Only the profiles the owner has set: an empty address hides its icon (no '#' links).
  const socialLinks = socials.flatMap((social) => {
    const href = socialHref(footerSocial.data?.[social.field]);
    return href ? [{ ...social, href }] : [];
  });
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
                  <Link to={paths.about} className={linkClass}>
                    About
                  </Link>
                </li>
                <li>
                  <Link to={paths.whyChoose} className={linkClass}>
                    Why Choose Us
                  </Link>
                </li>
                <li>
                  <Link to={paths.pricing} className={linkClass}>
                    Pricing
                  </Link>
                </li>
                <li>
                  <Link to={paths.deposit} className={linkClass}>
                    Deposit
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
                <li>
                  <Link to={paths.optOut} className={linkClass}>
                    Remove my data
                  </Link>
                </li>
              </ul>
            </div>
          </nav>

          {socialLinks.length > 0 ? (
            <div className="md:col-span-3">
              <h2 className="text-sm font-semibold text-white">Follow us</h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {socialLinks.map((social) => (
                  <li key={social.label}>
                    <a
                      href={social.href}
                      {...(social.href.startsWith('mailto:')
                        ? {}
                        : { target: '_blank', rel: 'noopener noreferrer' })}
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
                      {/* Text, not aria-label: forms' getByLabel('Email') must not find it. */}
                      <span className="sr-only">
                        {social.label}
                        {social.href.startsWith('mailto:') ? null : ' (opens in a new tab)'}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <div className="mt-12 border-t border-slate-800 pt-6">
          <p className="text-sm text-slate-400">{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
