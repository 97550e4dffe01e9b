import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  type AdminForm,
  AdminFormFrame,
  type BackLink,
  type ObjectSchema,
  PageFrame,
  useAdminForm,
  useRecordValues,
} from '@/components/kit';
import { QueryState } from '@/components/query-state';
import type { ContentRecord, ContentResource, ContentValues } from '../api/content-resource';
import { homepageHub } from './back-links';
import { CONTENT_LOAD_ERROR } from './load-error-texts';
import { sentenceCase } from './sentence-case';

export type RecordEditorConfig<S extends ObjectSchema> = {
  resource: ContentResource;
  /** The contract's update input: the spec's required rules. */
  schema: S;
  /**
   * "Team Member": the page is 'Edit Team Member', the button 'Update Team Member' and the
   * toasts say 'Team member updated successfully!' unless `title`, `submitLabel` or `noun` differ.
   */
  name: string;
  title?: string;
  eyebrow?: string;
  description?: ReactNode;
  /** The link back up the tree; the home page hub unless given. */
  back?: BackLink;
  submitLabel?: string;
  busyLabel?: string;
  /** "Banner" in 'Banner updated successfully!' and 'Failed to update banner.'. */
  noun?: string;
  uploadErrorMessage?: string;
  /** The spec's page after saving; the back link's page unless given. */
  redirectTo?: string;
  /** Prefill from the record (default), or start empty and show the record beside. */
  prefill?: boolean;
  /** Shown above the form once the record is loaded (e.g. the current logo). */
  intro?: (record: ContentRecord) => ReactNode;
  fields: (editor: AdminForm<S>, record: ContentRecord) => ReactNode;
};

/** The texts and links an editor shows, from its name where the config leaves them out. */
function editorTexts<S extends ObjectSchema>(config: RecordEditorConfig<S>) {
  const back = config.back ?? homepageHub;
  const noun = config.noun ?? sentenceCase(config.name);
  return {
    title: config.title ?? `Edit ${config.name}`,
    back,
    submitLabel: config.submitLabel ?? `Update ${config.name}`,
    successMessage: `${noun} updated successfully!`,
    errorMessage: `Failed to update ${noun.toLowerCase()}.`,
    redirectTo: config.redirectTo ?? back.to,
  };
}

/**
 * The screen of one content record at `.../:id`: loads it, and edits it with the shared
 * form pattern. Each editor route is a config of this (see `pages/record-editors.tsx`).
 */
export function RecordEditorPage<S extends ObjectSchema>(config: RecordEditorConfig<S>) {
  const { id = '' } = useParams();
  const query = config.resource.useDetail(id);
  const texts = editorTexts(config);
  return (
    <PageFrame
      title={texts.title}
      eyebrow={config.eyebrow}
      description={config.description}
      back={texts.back}
      width="narrow"
    >
      <QueryState query={query} errorTexts={CONTENT_LOAD_ERROR}>
        {(record) => (
          <div className="space-y-6">
            {config.intro?.(record)}
            <RecordForm key={record._id} config={config} texts={texts} record={record} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function RecordForm<S extends ObjectSchema>({
  config,
  texts,
  record,
}: {
  config: RecordEditorConfig<S>;
  texts: ReturnType<typeof editorTexts<S>>;
  record: ContentRecord;
}) {
  const update = config.resource.useUpdate();
  const editor = useAdminForm({
    schema: config.schema,
    defaultValues: useRecordValues(config.schema, config.prefill === false ? null : record),
    save: (values: z.output<S>) =>
      update.mutateAsync({ id: record._id, values: values as ContentValues }),
    successMessage: texts.successMessage,
    errorMessage: texts.errorMessage,
    uploadErrorMessage: config.uploadErrorMessage,
    redirectTo: texts.redirectTo,
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel={texts.submitLabel}
      busyLabel={config.busyLabel ?? 'Updating...'}
      cancelTo={texts.back.to}
    >
      {config.fields(editor, record)}
    </AdminFormFrame>
  );
}
