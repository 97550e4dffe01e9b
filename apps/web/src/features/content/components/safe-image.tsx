import { DEFAULT_PROFILE_IMAGE } from '@leadvault/contract';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { inlinedSrc } from '@/lib/inlined-images';
import { useHydrated } from '@/lib/use-hydrated';

type SafeImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'onError'> & {
  src: string | null | undefined;
  /** Intrinsic size: reserves the space before the image arrives, so nothing jumps. */
  width: number;
  height: number;
  /**
   * Above the fold: load at once and early (the server may inline it). Everything else loads
   * lazily, and only once the page is live: a server-rendered page sends a same-size blank in
   * its place, so pictures below the fold never compete with the first paint (decision 027).
   */
  priority?: boolean;
  /** What replaces a missing or broken image: a person silhouette or a neutral tile. */
  fallback?: 'person' | 'tile';
};

/** An image from content data that never shows a broken-image icon. */
export function SafeImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback = 'tile',
  className,
  ...props
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hydrated = useHydrated();
  const url = src?.trim() ?? '';
  const broken = url === '' || url === failedSrc;
  const waiting = !priority && !hydrated;

  if (broken && fallback === 'person') {
    return (
      <img
        src={waiting ? blankImage(width, height) : DEFAULT_PROFILE_IMAGE}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={cn('bg-slate-100', className)}
        {...props}
      />
    );
  }
  if (broken) {
    const tileClass = cn(
      'flex items-center justify-center bg-linear-to-br from-indigo-50 to-slate-100 text-indigo-300',
      className,
    );
    const style = { aspectRatio: `${width} / ${height}` };
    const icon = (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-1/4 max-h-12 max-w-12 min-h-6 min-w-6"
      >
        <rect x="3" y="4" width="18" height="16" rx="2.5" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
      </svg>
    );
    return alt ? (
      <span role="img" aria-label={alt} style={style} className={tileClass}>
        {icon}
      </span>
    ) : (
      <span aria-hidden="true" style={style} className={tileClass}>
        {icon}
      </span>
    );
  }
  return (
    <img
      src={waiting ? blankImage(width, height) : inlinedSrc(url)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(url)}
      className={className}
      {...props}
    />
  );
}

/** A transparent picture of the given size: keeps the real one's box until it may load. */
function blankImage(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`;
}
