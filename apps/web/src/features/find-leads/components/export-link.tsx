import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** A CSV download of the server's export (a plain link: the server streams and names it). */
export function ExportLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary' })}>
      <Download aria-hidden="true" strokeWidth={1.8} className="size-4" />
      {children}
    </a>
  );
}
