import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UserIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

function CameraIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.1l1.4-2h6l1.4 2h2.1A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-9Z" />
      <circle cx="12" cy="12.5" r="3.5" />
    </svg>
  );
}

/**
 * The round 120 px avatar with a camera button that opens the file chooser (images only).
 * Shows `src` when it loads, else a silhouette placeholder of the same size.
 */
export function AvatarPicker({
  src,
  onFile,
  disabled,
}: {
  src: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== '' && src !== failedSrc;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    // Choosing the same file again must fire again.
    event.target.value = '';
  };

  return (
    <div className="relative size-[120px] shrink-0">
      {showImage ? (
        <img
          src={src}
          alt="Your avatar"
          width={120}
          height={120}
          onError={() => setFailedSrc(src)}
          className="size-[120px] rounded-full bg-slate-100 object-cover ring-4 ring-white shadow-md"
        />
      ) : (
        <span
          role="img"
          aria-label="No profile picture yet"
          className="flex size-[120px] items-center justify-center rounded-full bg-slate-100 text-slate-400 ring-4 ring-white shadow-md"
        >
          <UserIcon className="size-14" />
        </span>
      )}
      <label
        htmlFor={inputId}
        className={cn(
          'absolute right-0 bottom-1 flex size-10 cursor-pointer items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg ring-4 ring-white',
          'transition-colors hover:bg-indigo-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <CameraIcon className="size-5" />
        <span className="sr-only">Upload a profile picture</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={onChange}
          className="sr-only"
        />
      </label>
    </div>
  );
}
