import {
  ACCESS_SLOTS,
  type AccessSlot,
  type AdminPackage,
  DATABASE_FILE_ACCEPT,
  DATABASE_FILE_MAX_BYTES,
  formatFileSize,
} from '@leadvault/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { formatDateTime } from '@/components/kit/list-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useAttachPackageFile, useRemovePackageFile } from './api/package-files';

/**
 * Database files hosted by the store, one per access slot, as an alternative to a link: a CSV
 * or XLSX file of up to 100 MB, uploaded as soon as it is picked. A file takes the slot's place
 * (its link is cleared, `onLinkCleared`); buyers download it once their payment is received.
 */
export function PackageSlotFiles({
  pkg,
  onLinkCleared,
}: {
  pkg: AdminPackage;
  onLinkCleared: (slot: AccessSlot) => void;
}) {
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Database files</h3>
        <p className="mt-1 text-xs text-slate-600">
          Instead of a link, attach a CSV or Excel (XLSX) file of up to{' '}
          {formatFileSize(DATABASE_FILE_MAX_BYTES)} to a database. The store keeps it private and
          buyers download it with a short-lived link once their payment is received. A file replaces
          that database's link.
        </p>
      </div>
      <ul className="grid gap-3">
        {ACCESS_SLOTS.map((slot) => (
          <SlotFile key={slot} pkg={pkg} slot={slot} onLinkCleared={onLinkCleared} />
        ))}
      </ul>
    </div>
  );
}

function SlotFile({
  pkg,
  slot,
  onLinkCleared,
}: {
  pkg: AdminPackage;
  slot: AccessSlot;
  onLinkCleared: (slot: AccessSlot) => void;
}) {
  const attach = useAttachPackageFile();
  const remove = useRemovePackageFile();
  const [inputKey, setInputKey] = useState(0);
  const inputId = useId();
  const hintId = useId();
  const file = pkg[`accessFile${slot}`];
  const busy = attach.isPending || remove.isPending;
  const error = attach.error ?? remove.error;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    remove.reset();
    attach.mutate(
      { id: pkg._id, slot, file: chosen },
      {
        onSuccess: (saved) => {
          onLinkCleared(slot);
          toast.success(`Database ${slot}: ${saved[`accessFile${slot}`]?.fileName} attached.`);
        },
        // A new input either way, so the same file can be picked again.
        onSettled: () => setInputKey((key) => key + 1),
      },
    );
  }

  function removeFile() {
    attach.reset();
    remove.mutate(
      { id: pkg._id, slot },
      { onSuccess: () => toast.success(`Database ${slot}: file removed.`) },
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">Database {slot}</p>
          {file ? (
            <p className="mt-1 text-sm break-words text-slate-700">
              <span className="font-medium">{file.fileName}</span>
              <span className="block text-xs text-slate-600">
                {`${formatFileSize(file.sizeBytes)} · uploaded ${formatDateTime(file.uploadedAt)}`}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              No file: buyers get the link above, if any.
            </p>
          )}
        </div>
        {file ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={removeFile}
            isLoading={remove.isPending}
            loadingText="Removing..."
            disabled={busy}
            aria-label={`Remove file of Database ${slot}: ${file.fileName}`}
          >
            Remove file
          </Button>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {file ? `Replace the file of Database ${slot}` : `Attach a file to Database ${slot}`}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={DATABASE_FILE_ACCEPT}
          onChange={picked}
          disabled={busy}
          aria-describedby={hintId}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border-0 file:bg-white file:px-3 file:font-semibold file:text-slate-800 file:shadow-sm file:ring-1 file:ring-slate-300 file:ring-inset hover:file:bg-slate-50 disabled:opacity-60 sm:w-auto"
        />
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        CSV (UTF-8) or XLSX, up to {formatFileSize(DATABASE_FILE_MAX_BYTES)}.
      </p>
      {attach.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" role="status">
          <Spinner size="sm" /> Uploading and checking the file...
        </p>
      ) : null}
      {error ? (
        <Alert variant="error" className="mt-3">
          {errorText(error)}
        </Alert>
      ) : null}
    </li>
  );
}
