/** How sure we are of an answer, 0-100: a native meter (green from 80) and its percentage. */
export function ConfidenceMeter({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, value));
  return (
    <div className="flex items-center gap-3">
      <meter
        aria-label="Confidence"
        min={0}
        max={100}
        low={50}
        high={80}
        optimum={100}
        value={percent}
        className="h-3 w-full max-w-48"
      >
        {percent}%
      </meter>
      <span className="text-sm font-semibold text-slate-900 tabular-nums">{percent}%</span>
    </div>
  );
}
