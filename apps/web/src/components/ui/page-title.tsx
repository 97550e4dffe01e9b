import type { ReactNode } from 'react';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/cn';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ${SITE_NAME}`}</title>;
}

/** A page's heading block: eyebrow, h1, description and optional actions on the right. */
export function PageTitle({
  title,
  eyebrow,
  description,
  actions,
  className,
}: {
  title: string;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <DocumentTitle title={title} />
      <div className="min-w-0 space-y-2">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description ? <p className="max-w-2xl text-base text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
