import type { Logo as LogoRecord } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/cn';
import { fetchFirstContent } from '@/lib/fetch-content';
import { inlinedSrc } from '@/lib/inlined-images';
import { contentKeys } from '@/lib/query-keys';

/**
 * The logo record (`GET /api/logo`, first item). Shared code may not import a feature, so the
 * query lives here; its key is `contentKeys.first('logo')`.
 */
export const logoQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('logo'),
    queryFn: () => fetchFirstContent<LogoRecord>('/api/logo'),
    staleTime: 5 * 60_000,
  });

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

/**
 * The brand, linking home: the uploaded logo image, or the icon and name when there is none
 * (or it fails to load). `tone` adapts it to dark backgrounds.
 */
export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const logo = useQuery(logoQueryOptions());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = logo.data?.logo.trim() ?? '';
  const showImage = src !== '' && src !== failedSrc;

  return (
    <Link
      to={paths.home}
      aria-label={`${SITE_NAME} home`}
      className={cn(
        'inline-flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500',
        className,
      )}
    >
      {logo.isPending ? (
        // Same footprint as the image, so nothing shifts when it arrives.
        <span aria-hidden="true" className="block h-9 w-38" />
      ) : showImage ? (
        <span
          className={cn('inline-flex', tone === 'light' && 'rounded-lg bg-white px-2.5 py-1.5')}
        >
          <img
            src={inlinedSrc(src)}
            alt={SITE_NAME}
            width={152}
            height={36}
            onError={() => setFailedSrc(src)}
            className="h-9 w-auto max-w-44 object-contain"
          />
        </span>
      ) : (
        <>
          <LogoMark />
          <span
            className={cn(
              'text-xl font-bold tracking-tight',
              tone === 'dark' ? 'text-slate-900' : 'text-white',
            )}
          >
            {SITE_NAME}
          </span>
        </>
      )}
    </Link>
  );
}
