/** Grey rows shaped like leads while the first page loads (announced as loading). */
export function ResultsSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 motion-reduce:animate-none"
        >
          <span className="size-4 rounded bg-slate-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-40 rounded bg-slate-200" />
            <span className="block h-3 w-24 rounded bg-slate-100" />
          </span>
          <span className="hidden flex-1 space-y-2 sm:block">
            <span className="block h-3.5 w-36 rounded bg-slate-200" />
            <span className="block h-3 w-28 rounded bg-slate-100" />
          </span>
          <span className="hidden h-3.5 w-44 rounded bg-slate-200 md:block" />
        </div>
      ))}
    </div>
  );
}
