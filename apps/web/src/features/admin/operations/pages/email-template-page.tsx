import {
  EMAIL_TEMPLATE_MAX_LENGTH,
  type EmailTemplateState,
  type EmailTemplateVersion,
  renderOrderTemplate,
  sampleOrderEmailValues,
  TEMPLATE_SAVE_FAILED_MESSAGE,
  TEMPLATE_SAVED_MESSAGE,
  unknownPlaceholders,
} from '@leadvault/contract';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useEmailTemplate } from '../api/get-email-template';
import { useEmailTemplates } from '../api/get-email-templates';
import { useRestoreEmailTemplate } from '../api/restore-email-template';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { useSendTestEmail } from '../api/send-test-email';
import { AdminScreen, errorText, Panel, QueryState } from '../components/admin-screen';
import { formatDateTime } from '../utils';

/** The template filled with the test e-mail's example values, as the customer will see it. */
const previewHtml = (html: string) =>
  renderOrderTemplate(html, sampleOrderEmailValues(window.location.origin));

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The order e-mail's template editor (Admins and Managers). */
export function EmailTemplatePage() {
  const state = useEmailTemplate();
  return (
    <AdminScreen
      title="Email Template"
      description="The e-mail a customer receives once their payment is received. The saved template is used from the next order on."
    >
      <QueryState query={state} label="Loading the template...">
        {(data) => <TemplateEditor key={data.current?._id ?? 'default'} state={data} />}
      </QueryState>
    </AdminScreen>
  );
}

function TemplateEditor({ state }: { state: EmailTemplateState }) {
  const [html, setHtml] = useState(state.current?.generateEmailTemplate ?? state.defaultTemplate);
  const [saveNotice, setSaveNotice] = useState<Notice>(null);
  const [copyNotice, setCopyNotice] = useState<Notice>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  const save = useSaveEmailTemplate();
  const sendTest = useSendTestEmail();
  const { user } = useAuth();
  const empty = html.trim() === '';
  const tooLong = html.length > EMAIL_TEMPLATE_MAX_LENGTH;
  // The same check the server answers with on save: shown while typing, before saving.
  const unknown = unknownPlaceholders(html);
  const warningId = `${areaId}-unknown`;

  function onSave() {
    setSaveNotice(null);
    save.mutate(
      { generateEmailTemplate: html },
      {
        onSuccess: (result) => {
          setSaveNotice({ tone: 'success', text: result.message });
          if (result.unknownPlaceholders.length > 0) {
            toast.warning(
              `Saved, but customers will see ${result.unknownPlaceholders.join(', ')} as written: the e-mail does not fill ${result.unknownPlaceholders.length === 1 ? 'it' : 'them'}.`,
            );
          }
        },
        onError: () => setSaveNotice({ tone: 'error', text: TEMPLATE_SAVE_FAILED_MESSAGE }),
      },
    );
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(html);
      setCopyNotice({ tone: 'success', text: 'HTML code copied!' });
    } catch {
      setCopyNotice({ tone: 'error', text: 'Failed to copy HTML code.' });
    }
  }

  function insertPlaceholder(placeholder: string) {
    const area = areaRef.current;
    if (!area) return;
    const start = area.selectionStart ?? html.length;
    const end = area.selectionEnd ?? html.length;
    const next = `${html.slice(0, start)}${placeholder}${html.slice(end)}`;
    setHtml(next);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title="HTML">
          <div className="space-y-3">
            <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
              Email Template HTML
            </label>
            <textarea
              id={areaId}
              ref={areaRef}
              value={html}
              onChange={(event) => {
                setHtml(event.target.value);
                setSaveNotice(null);
              }}
              rows={18}
              spellCheck={false}
              aria-invalid={tooLong || undefined}
              aria-describedby={unknown.length > 0 ? warningId : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-slate-950 px-3.5 py-3 font-mono text-xs leading-relaxed text-slate-100 shadow-xs focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100"
            />
            {unknown.length > 0 ? (
              <div id={warningId}>
                <Alert variant="warning" title="Unknown placeholders">
                  The e-mail does not fill {unknown.join(', ')}: customers would see{' '}
                  {unknown.length === 1 ? 'it' : 'them'} as written. Check the spelling against the
                  placeholders below. You can still save.
                </Alert>
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
              <span className={cn(tooLong && 'font-semibold text-red-600')}>
                {html.length.toLocaleString('en-US')} /{' '}
                {EMAIL_TEMPLATE_MAX_LENGTH.toLocaleString('en-US')} characters
              </span>
              <button
                type="button"
                className="font-semibold text-indigo-600 hover:text-indigo-500"
                onClick={() => setHtml(state.defaultTemplate)}
              >
                Start from the built-in template
              </button>
            </div>
            <div>
              <p className="text-sm font-medium text-slate-800">Placeholders</p>
              <p className="text-xs text-slate-500">
                Filled in for each order (text is escaped). Click one to insert it at the cursor.
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Placeholders">
                {state.placeholders.map((placeholder) => (
                  <li key={placeholder}>
                    <button
                      type="button"
                      onClick={() => insertPlaceholder(placeholder)}
                      className="rounded-md bg-indigo-50 px-2 py-1 font-mono text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-100"
                    >
                      {placeholder}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Panel>
        <Panel title="Live preview">
          <iframe
            title="Email template preview"
            sandbox=""
            srcDoc={previewHtml(html)}
            className="h-[400px] w-full rounded-lg border border-slate-200 bg-white"
          />
          <p className="mt-2 text-xs text-slate-500">
            Scripts never run in the preview. Example values stand in for the placeholders.
          </p>
        </Panel>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={onSave}
            isLoading={save.isPending}
            loadingText="Saving..."
            disabled={empty || tooLong}
          >
            Save Email Template
          </Button>
          <Button variant="secondary" onClick={() => void onCopy()}>
            Copy HTML Code
          </Button>
          <Button variant="secondary" onClick={() => setPreviewOpen((open) => !open)}>
            View Template Preview
          </Button>
          <Button
            variant="secondary"
            isLoading={sendTest.isPending}
            loadingText="Sending..."
            disabled={empty || tooLong}
            onClick={() =>
              sendTest.mutate(html, {
                onSuccess: ({ sentTo }) => toast.success(`Test e-mail sent to ${sentTo}.`),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            Send a test to me
          </Button>
        </div>
        <div aria-live="polite" className="space-y-1 text-sm font-semibold">
          {saveNotice ? (
            <p className={saveNotice.tone === 'success' ? 'text-emerald-700' : 'text-red-600'}>
              {saveNotice.text}
            </p>
          ) : null}
          {copyNotice ? (
            <p className={copyNotice.tone === 'success' ? 'text-emerald-700' : 'text-red-600'}>
              {copyNotice.text}
            </p>
          ) : null}
        </div>
        {user ? (
          <p className="text-xs text-slate-500">The test goes to {user.email} only.</p>
        ) : null}
      </div>

      <Versions
        onRestored={(restored) => {
          setHtml(restored.generateEmailTemplate);
          setSaveNotice({ tone: 'success', text: TEMPLATE_SAVED_MESSAGE });
        }}
      />

      <Modal
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title="View Template Preview"
        size="full"
      >
        <iframe
          title="Email template full preview"
          sandbox=""
          srcDoc={previewHtml(html)}
          className="size-full min-h-[70vh] rounded-lg border border-slate-200 bg-white"
        />
      </Modal>
    </div>
  );
}

function Versions({ onRestored }: { onRestored: (version: EmailTemplateVersion) => void }) {
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
