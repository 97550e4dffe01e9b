/** Figures of an import side by side ("Rows 1,200", "Inserted 1,150"), each in its own box. */
export function CountTiles({
  counts,
  testIdPrefix,
}: {
  counts: Array<{ key: string; label: string; value: number }>;
  /** `data-testid` of each figure: `${prefix}-${key}`. */
  testIdPrefix: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {counts.map(({ key, label, value }) => (
        <div key={key} className="rounded-xl border border-slate-200 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
            data-testid={`${testIdPrefix}-${key}`}
          >
            {value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
