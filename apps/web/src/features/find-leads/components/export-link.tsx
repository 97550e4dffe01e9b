import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** A CSV download of the server's export (a plain link: the server streams and names it). */
export function ExportLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary' })}>
      <Icon className="size-4">
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
      </Icon>
      {children}
    </a>
  );
}
