import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page frame of the customer's pages: width, padding and vertical rhythm. */
export function PageContainer({
  children,
  narrow = false,
  className,
}: {
  children: ReactNode;
  /** A single form or message: keep lines short. */
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:px-8',
        narrow ? 'max-w-3xl' : 'max-w-7xl',
        className,
      )}
    >
      {children}
    </div>
  );
}
