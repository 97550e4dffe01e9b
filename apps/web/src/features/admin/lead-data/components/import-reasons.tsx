import {
  LEAD_IMPORT_REJECTION_LABELS,
  LEAD_IMPORT_WARNING_LABELS,
  type LeadImport,
} from '@leadvault/contract';

/** A titled list of reasons and their counts ("Country not recognised 12"). */
function ReasonList({
  title,
  items,
  testId,
}: {
  title: string;
  items: Array<{ key: string; label: string; count: number }>;
  testId: string;
}) {
  return (
    <section className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        data-testid={testId}
      >
        {items.map(({ key, label, count }) => (
          <li key={key} className="flex items-baseline justify-between gap-4 px-4 py-2 text-sm">
            <span className="min-w-0 text-slate-700">{label}</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {count.toLocaleString('en-US')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Why rows were rejected, counted by reason, and the rows loaded with an optional value left
 * empty: the report says it on the screen, the rejected-rows CSV has each row.
 */
export function ImportReasons({ leadImport }: { leadImport: LeadImport }) {
  const rejected = leadImport.rejectedByReason.map(({ reason, count }) => ({
    key: reason,
    label: LEAD_IMPORT_REJECTION_LABELS[reason],
    count,
  }));
  const warnings = leadImport.warnings.map(({ warning, count }) => ({
    key: warning,
    label: LEAD_IMPORT_WARNING_LABELS[warning],
    count,
  }));
  if (rejected.length === 0 && warnings.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {rejected.length > 0 ? (
        <ReasonList
          title="Why rows were rejected"
          items={rejected}
          testId="import-rejected-reasons"
        />
      ) : null}
      {warnings.length > 0 ? (
        <ReasonList
          title="Loaded with a value left empty"
          items={warnings}
          testId="import-warnings"
        />
      ) : null}
    </div>
  );
}
