import { cn } from '@/lib/cn';
import type { Announcement } from '../hooks/use-reveal-outcomes';

/**
 * What the last reveal (or whole-search job) did, in words, announced politely: the one place
 * its outcome is shown (nothing before the first).
 */
export function RevealAnnouncement({ announcement }: { announcement: Announcement | null }) {
  if (!announcement) return null;
  return (
    <p
      role="status"
      className={cn(
        'rounded-xl border px-4 py-2.5 text-sm',
        announcement.tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
      )}
    >
      {announcement.text}
    </p>
  );
}
