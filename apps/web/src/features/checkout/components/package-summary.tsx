import { formatUsd, PACKAGE_POINT_FIELDS, type Package } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { PackageIcon } from './icons';

/** The package's bullet points that are filled in, in order. */
export function packagePoints(pkg: Package): string[] {
  return PACKAGE_POINT_FIELDS.map((field) => pkg[field].trim()).filter(Boolean);
}

/** A package's picture, or a neutral tile when it has none or it fails to load. */
export function PackageImage({ src, className }: { src: string; className?: string }) {
  const url = src.trim();
  if (!url) {
    return (
      <span
        className={cn(
          'flex items-center justify-center rounded-xl bg-indigo-50 text-indigo-600',
          className,
        )}
      >
        <PackageIcon className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      className={cn('rounded-xl object-cover', className)}
      onError={(event) => {
        event.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}

/** The bullet list of what a package includes. */
export function PointList({ points, className }: { points: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {points.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: points may repeat; position is identity
        <li key={index} className="flex gap-3 text-sm text-slate-700 sm:text-base">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <CheckIcon className="size-3.5" />
          </span>
          <span className="min-w-0">{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'Order summary': what is bought and what it costs. */
export function SummaryCard({
  title = 'Order summary',
  packageName,
  packageImg,
  price,
  discount,
  rows,
  footer,
  className,
}: {
  title?: string;
  packageName: string;
  packageImg?: string;
  price: number;
  /** A discount code's saving: shown as a line, and taken off the total. */
  discount?: { code: string; amount: number };
  /** Extra label/value lines under the package (order id, billing name...). */
  rows?: Array<{ label: string; value: ReactNode }>;
  footer?: ReactNode;
  className?: string;
}) {
  const total = Math.max(0, Math.round((price - (discount?.amount ?? 0)) * 100) / 100);
  return (
    <section
      aria-label={title}
      className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-5 flex items-center gap-4">
        {packageImg !== undefined ? (
          <PackageImage src={packageImg} className="size-12 shrink-0" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{packageName}</p>
          <p className="text-sm text-slate-500">One-time payment</p>
        </div>
        <p className="font-semibold text-slate-900 tabular-nums">{formatUsd(price)}</p>
      </div>
      {discount && discount.amount > 0 ? (
        <dl className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">Price</dt>
            <dd className="font-medium text-slate-800 tabular-nums">{formatUsd(price)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">
              Discount (<span className="font-mono">{discount.code}</span>)
            </dt>
            <dd className="font-medium text-emerald-700 tabular-nums">
              −{formatUsd(discount.amount)}
            </dd>
          </div>
        </dl>
      ) : null}
      {rows && rows.length > 0 ? (
        <dl className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="min-w-0 text-right font-medium break-words text-slate-800">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-5">
        <span className="text-sm font-semibold text-slate-900">Total</span>
        <span className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
          {formatUsd(total)} <span className="text-sm font-medium text-slate-500">USD</span>
        </span>
      </div>
      {footer}
    </section>
  );
}
