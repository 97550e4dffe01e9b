import type { SegmentDefinition } from '@leadvault/contract';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSegmentPreview } from './api/preview-segment';
import { previewDefinitionOf, type SegmentDraft } from './segment-values';

const count = (value: number) => value.toLocaleString('en-US');

/** The warning of a segment that holds fewer live contacts than it promises. */
export const notBuyableText = (liveCount: number, rowCount: number) =>
  `Cannot be bought: ${count(liveCount)} matching checked contacts, ${count(rowCount)} promised`;

/**
 * What the segment being edited would show on its card and hold right now, asked of the server
 * once the definition has stopped changing for a moment.
 */
export function SegmentPreviewPanel({ draft }: { draft: SegmentDraft | null | undefined }) {
  const settled = useDebouncedValue(JSON.stringify(draft ?? null), 400);
  const definition = useMemo(
    () => previewDefinitionOf(JSON.parse(settled) as SegmentDraft | null),
    [settled],
  );
  return (
    <aside
      aria-labelledby="segment-preview-title"
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs @2xl:sticky @2xl:top-4"
    >
      <h3 id="segment-preview-title" className="text-sm font-semibold text-slate-900">
        Preview
      </h3>
      {definition ? (
        <PreviewFigures definition={definition} />
      ) : (
        <p className="text-sm text-slate-600">
          Enter the number of contacts and name every file to see the card's lines and how many
          contacts match.
        </p>
      )}
    </aside>
  );
}

function PreviewFigures({ definition }: { definition: SegmentDefinition }) {
  const preview = useSegmentPreview(definition);
  if (preview.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" /> Counting matching contacts...
      </p>
    );
  if (preview.isError)
    return (
      <Alert variant="error" title="No preview">
        {errorText(preview.error, 'The preview could not be made.')}
      </Alert>
    );
  const data = preview.data;
  const short = data.liveCount < definition.rowCount;
  return (
    <div className={preview.isFetching ? 'space-y-4 opacity-70' : 'space-y-4'}>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">On the card</p>
        <ul className="mt-2 space-y-1.5">
          {data.promise.map((line) => (
            <li key={line} className="flex gap-2 text-sm text-slate-800">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {line}
            </li>
          ))}
        </ul>
      </div>
      <dl aria-live="polite" className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Matching checked contacts</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-900">
          {count(data.liveCount)}
        </dd>
        <dt className="text-slate-600">Checked within {definition.maxAgeDays} days</dt>
        <dd className="text-right tabular-nums text-slate-900">{count(data.freshCount)}</dd>
        <dt className="text-slate-600">Promised</dt>
        <dd className="text-right tabular-nums text-slate-900">{count(definition.rowCount)}</dd>
        {data.files.map((file) => (
          <FileFigure key={file.name} name={file.name} liveCount={file.liveCount} />
        ))}
      </dl>
      {short ? (
        <Alert variant="warning">{notBuyableText(data.liveCount, definition.rowCount)}</Alert>
      ) : null}
    </div>
  );
}

function FileFigure({ name, liveCount }: { name: string; liveCount: number }) {
  return (
    <>
      <dt className="truncate text-slate-600">File “{name}”</dt>
      <dd className="text-right tabular-nums text-slate-900">{count(liveCount)}</dd>
    </>
  );
}
