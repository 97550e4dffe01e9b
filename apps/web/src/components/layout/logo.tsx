import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <ellipse cx="16" cy="10" rx="8" ry="3" fill="#fff" />
      <path d="M8 10v12c0 1.7 3.6 3 8 3s8-1.3 8-3V10c0 1.7-3.6 3-8 3s-8-1.3-8-3z" fill="#c7d2fe" />
      <path d="M8 16c0 1.7 3.6 3 8 3s8-1.3 8-3" fill="none" stroke="#4f46e5" strokeWidth="1.5" />
    </svg>
  );
}

/** The brand: icon plus name, linking home. `tone` adapts it to dark backgrounds. */
export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500',
        className,
      )}
    >
      <LogoMark />
      <span
        className={cn(
          'text-xl font-bold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {SITE_NAME}
      </span>
    </Link>
  );
}
