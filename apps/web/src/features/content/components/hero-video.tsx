import { lazy, Suspense, useState } from 'react';

// The dialog's code loads when the visitor asks for the video: the home page's first load
// does without it.
const Modal = lazy(async () => ({ default: (await import('@/components/ui/modal')).Modal }));

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The embeddable player address for a YouTube video link (watch, youtu.be, embed, shorts, live),
 * on youtube-nocookie.com so nothing is stored before the visitor presses play; null for
 * anything else (a channel, another site), which then opens in a new tab.
 */
function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;

  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('rel', '0');
  const start = Number.parseInt(
    url.searchParams.get('t') ?? url.searchParams.get('start') ?? '',
    10,
  );
  if (Number.isFinite(start) && start > 0) embed.searchParams.set('start', String(start));
  return embed.toString();
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-4">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

const triggerClass =
  'group inline-flex h-12 items-center justify-center gap-3 rounded-lg px-4 text-base font-semibold text-slate-800 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function TriggerContent({ newTab }: { newTab?: boolean }) {
  return (
    <>
      <span className="flex size-10 items-center justify-center rounded-full bg-white text-indigo-600 shadow-md ring-1 shadow-indigo-900/10 ring-slate-200 transition-transform group-hover:scale-105 motion-reduce:transition-none">
        <PlayIcon />
      </span>
      Watch the video
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
}

/**
 * The banner's "Watch the video": a YouTube video plays in a dialog on the page (Escape or
 * Close stops it, focus returns to the button); any other link opens in a new tab.
 */
export function HeroVideo({ link }: { link: string }) {
  const [open, setOpen] = useState(false);
  const embed = youtubeEmbedUrl(link);

  if (!embed) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={triggerClass}>
        <TriggerContent newTab />
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={triggerClass}
      >
        <TriggerContent />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Modal open={open} onClose={() => setOpen(false)} title="Watch the video" size="lg">
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
              {/* Autoplay: the visitor just asked to watch. Mounted only while open, so closing
                  the dialog stops the sound. */}
              <iframe
                src={`${embed}&autoplay=1`}
                title="LeadVault video"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="size-full"
              />
            </div>
            <p className="mt-3 text-sm text-slate-600">
              Player not loading?{' '}
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded font-semibold text-indigo-700 underline hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                Watch it on YouTube<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
