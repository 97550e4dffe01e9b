import {
  EMAIL_TEMPLATE_MAX_LENGTH,
  type EmailTemplateState,
  SaveEmailTemplateInput,
  TEMPLATE_SAVE_FAILED_MESSAGE,
  TEMPLATE_SAVED_MESSAGE,
  unknownPlaceholders,
} from '@leadvault/contract';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Panel, UnsavedChangesGuard, useAdminForm } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useSaveEmailTemplate } from './api/save-email-template';
import { useSendTestEmail } from './api/send-test-email';
import { EmailTemplateVersions } from './email-template-versions';
import { previewHtml } from './preview-html';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The template's HTML, its live preview, save/copy/test buttons and the saved versions. */
export function EmailTemplateForm({ state }: { state: EmailTemplateState }) {
  const [copyNotice, setCopyNotice] = useState<Notice>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement | null>(null);
  const areaId = useId();
  const save = useSaveEmailTemplate();
  const sendTest = useSendTestEmail();
  const { user } = useAuth();
  const editor = useAdminForm({
    schema: SaveEmailTemplateInput,
    defaultValues: {
      generateEmailTemplate: state.current?.generateEmailTemplate ?? state.defaultTemplate,
    },
    save: (values) => save.mutateAsync(values),
    successMessage: TEMPLATE_SAVED_MESSAGE,
    errorMessage: TEMPLATE_SAVE_FAILED_MESSAGE,
    afterSave: 'keep',
    onSaved: (result) => {
      const { unknownPlaceholders: unknown } = result as { unknownPlaceholders: string[] };
      if (unknown.length > 0) {
        toast.warning(
          `Saved, but customers will see ${unknown.join(', ')} as written: the e-mail does not fill ${unknown.length === 1 ? 'it' : 'them'}.`,
        );
      }
    },
  });
  const html = editor.form.watch('generateEmailTemplate') ?? '';
  const setHtml = (next: string) =>
    editor.form.setValue('generateEmailTemplate', next, { shouldDirty: true });
  const { ref: registerArea, ...area } = editor.form.register('generateEmailTemplate');
  const empty = html.trim() === '';
  const tooLong = html.length > EMAIL_TEMPLATE_MAX_LENGTH;
  // The same check the server answers with on save: shown while typing, before saving.
  const unknown = unknownPlaceholders(html);
  const warningId = `${areaId}-unknown`;

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(html);
      setCopyNotice({ tone: 'success', text: 'HTML code copied!' });
    } catch {
      setCopyNotice({ tone: 'error', text: 'Failed to copy HTML code.' });
    }
  }

  function insertPlaceholder(placeholder: string) {
    const element = areaRef.current;
    if (!element) return;
    const start = element.selectionStart ?? html.length;
    const end = element.selectionEnd ?? html.length;
    setHtml(`${html.slice(0, start)}${placeholder}${html.slice(end)}`);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  return (
    <Form form={editor.form} onSubmit={editor.submit} className="space-y-6">
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title="HTML">
          <div className="space-y-3">
            <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
              Email Template HTML
            </label>
            <textarea
              id={areaId}
              {...area}
              ref={(element) => {
                registerArea(element);
                areaRef.current = element;
              }}
              rows={18}
              spellCheck={false}
              aria-invalid={
                tooLong || Boolean(editor.form.formState.errors.generateEmailTemplate) || undefined
              }
              aria-describedby={unknown.length > 0 ? warningId : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-slate-950 px-3.5 py-3 font-mono text-xs leading-relaxed text-slate-100 shadow-xs focus:outline-none focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-100"
            />
            {editor.form.formState.errors.generateEmailTemplate?.message ? (
              <p className="text-sm text-red-600">
                {editor.form.formState.errors.generateEmailTemplate.message}
              </p>
            ) : null}
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
            type="submit"
            isLoading={editor.isBusy}
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
          // The restored version is the saved template now: the form starts again from it.
          editor.form.reset({ generateEmailTemplate: restored.generateEmailTemplate });
          toast.success(TEMPLATE_SAVED_MESSAGE);
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
      <UnsavedChangesGuard dirty={editor.isDirty} allowLeave={editor.allowLeave} />
    </Form>
  );
}
