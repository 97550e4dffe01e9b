import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A path on this site ('/pricing'), as opposed to another site or a mailto/tel link. */
function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link whose address comes from content data: our own pages go through the router; other
 * sites open in a new tab (and say so to screen readers).
 */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const to = href.trim() || '/';
  if (isInternalLink(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (/^(mailto|tel):/i.test(to)) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
