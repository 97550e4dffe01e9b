import type { EmailTemplateVersion } from '@leadvault/contract';
import { useState } from 'react';
import { Panel } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/error-text';
import { useEmailTemplates } from './api/get-email-templates';
import { useRestoreEmailTemplate } from './api/restore-email-template';
import { previewHtml } from './preview-html';

/** The last saved versions, newest (in use) first; an older one can be previewed or restored. */
export function EmailTemplateVersions({
  onRestored,
}: {
  onRestored: (version: EmailTemplateVersion) => void;
}) {
  const versions = useEmailTemplates();
  const restore = useRestoreEmailTemplate();
  const { confirm, dialog } = useConfirm();
  const [viewing, setViewing] = useState<EmailTemplateVersion | null>(null);

  async function onRestore(version: EmailTemplateVersion) {
    let restored: EmailTemplateVersion | undefined;
    const done = await confirm({
      title: 'Use this version again?',
      message: `The version saved ${formatDateTime(version.createdAt)} becomes the template in use. The current one stays in the list.`,
      confirmLabel: 'Restore',
      busyLabel: 'Restoring...',
      onConfirm: async () => {
        restored = (await restore.mutateAsync(version._id)).template;
      },
    });
    if (done && restored) onRestored(restored);
  }

  return (
    <Panel title="Saved versions">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        The newest is in use. The last 20 are kept.
      </p>
      <QueryState query={versions} label="Loading versions...">
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-slate-500">
              Nothing saved yet: orders use the built-in template.
            </p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {data.map((version, index) => (
                <li
                  key={version._id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">
                      {formatDateTime(version.createdAt)}
                      {index === 0 ? (
                        <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/20 ring-inset">
                          In use
                        </span>
                      ) : null}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {version.createdBy || 'a removed account'} ·{' '}
                      {version.generateEmailTemplate.length.toLocaleString('en-US')} characters
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setViewing(version)}>
                      Preview
                    </Button>
                    {index > 0 ? (
                      <Button variant="secondary" size="sm" onClick={() => void onRestore(version)}>
                        Restore
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      {restore.isError ? (
        <Alert variant="error" className="mt-3">
          {errorText(restore.error)}
        </Alert>
      ) : null}
      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `Version of ${formatDateTime(viewing.createdAt)}` : ''}
        size="lg"
      >
        {viewing ? (
          <iframe
            title="Saved version preview"
            sandbox=""
            srcDoc={previewHtml(viewing.generateEmailTemplate)}
            className="h-[400px] w-full rounded-lg border border-slate-200 bg-white"
          />
        ) : null}
      </Modal>
      {dialog}
    </Panel>
  );
}
