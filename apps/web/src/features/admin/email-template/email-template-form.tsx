import {
  EMAIL_TEMPLATE_MAX_LENGTH,
  type EmailTemplateState,
  TEMPLATE_SAVE_FAILED_MESSAGE,
  TEMPLATE_SAVED_MESSAGE,
  unknownPlaceholders,
} from '@leadvault/contract';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { errorText, Panel } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useSaveEmailTemplate } from './api/save-email-template';
import { useSendTestEmail } from './api/send-test-email';
import { EmailTemplateVersions } from './email-template-versions';
import { previewHtml } from './preview-html';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The template's HTML, its live preview, save/copy/test buttons and the saved versions. */
export function EmailTemplateForm({ state }: { state: EmailTemplateState }) {
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

      <EmailTemplateVersions
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
