import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * An e-mail address that wraps before its `@` when the line is too short, and inside a part
 * only when that part alone is wider than the line (never mid-domain otherwise).
 */
export function EmailAddress({
  email,
  className,
  ...span
}: { email: string } & Omit<ComponentProps<'span'>, 'children'>) {
  const at = email.lastIndexOf('@');
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)} {...span}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
