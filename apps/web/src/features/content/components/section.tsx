import type { ComponentProps, ReactNode } from 'react';
import { SectionError } from '@/components/query-state';
import { cn } from '@/lib/cn';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-slate-950 text-white',
} as const;

/** A full-width band of a marketing page with the site's container inside. */
export function Section({
  labelledBy,
  tone = 'white',
  className,
  padding = 'py-16 sm:py-20 lg:py-24',
  children,
  id,
}: {
  labelledBy?: string;
  tone?: keyof typeof tones;
  className?: string;
  /** Vertical padding of the container. */
  padding?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('relative isolate overflow-hidden', tones[tone], className)}
    >
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', padding)}>{children}</div>
    </section>
  );
}

/** Eyebrow, heading and lead text of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  dark = false,
  as: Heading = 'h2',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  dark?: boolean;
  as?: 'h1' | 'h2';
  className?: string;
}) {
  return (
    <div
      className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}
    >
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            dark ? 'text-indigo-300' : 'text-indigo-600',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </Heading>
      {description ? (
        <p
          className={cn(
            'mt-4 text-base leading-relaxed text-pretty sm:text-lg',
            dark ? 'text-slate-300' : 'text-slate-600',
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** A home-page band whose record failed to load, in the band's own tone. */
export function SectionLoadError({
  query,
  tone,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  tone?: ComponentProps<typeof Section>['tone'];
}) {
  return (
    <Section tone={tone}>
      <SectionError
        what="this section"
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    </Section>
  );
}
