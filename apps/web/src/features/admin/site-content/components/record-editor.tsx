import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  type AdminForm,
  AdminFormFrame,
  type BackLink,
  type ObjectSchema,
  PageFrame,
  QueryState,
  useAdminForm,
  useRecordValues,
} from '@/components/kit';
import type { ContentRecord, ContentResource, ContentValues } from '../api/content-resource';
import { CONTENT_LOAD_ERROR } from './load-error-texts';

export type RecordEditorConfig<S extends ObjectSchema> = {
  resource: ContentResource;
  /** The contract's update input: the spec's required rules. */
  schema: S;
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  back: BackLink;
  submitLabel: string;
  busyLabel?: string;
  /** "Banner" in 'Banner updated successfully!' and 'Failed to update banner.'. */
  noun: string;
  successMessage?: string;
  errorMessage?: string;
  uploadErrorMessage?: string;
  /** The spec's page after saving. */
  redirectTo: string;
  /** Prefill from the record (default), or start empty and show the record beside. */
  prefill?: boolean;
  /** Shown above the form once the record is loaded (e.g. the current logo). */
  intro?: (record: ContentRecord) => ReactNode;
  fields: (editor: AdminForm<S>, record: ContentRecord) => ReactNode;
};

function successMessageFor(noun: string): string {
  return `${noun} updated successfully!`;
}

function errorMessageFor(noun: string): string {
  return `Failed to update ${noun.toLowerCase()}.`;
}

/**
 * The screen of one content record at `.../:id`: loads it, and edits it with the shared
 * form pattern. Each editor route is a config of this (see `pages/record-editors.tsx`).
 */
export function RecordEditorPage<S extends ObjectSchema>(config: RecordEditorConfig<S>) {
  const { id = '' } = useParams();
  const query = config.resource.useDetail(id);
  return (
    <PageFrame
      title={config.title}
      eyebrow={config.eyebrow}
      description={config.description}
      back={config.back}
      width="narrow"
    >
      <QueryState query={query} errorTexts={CONTENT_LOAD_ERROR}>
        {(record) => (
          <div className="space-y-6">
            {config.intro?.(record)}
            <RecordForm key={record._id} config={config} record={record} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function RecordForm<S extends ObjectSchema>({
  config,
  record,
}: {
  config: RecordEditorConfig<S>;
  record: ContentRecord;
}) {
  const update = config.resource.useUpdate();
  const editor = useAdminForm({
    schema: config.schema,
    defaultValues: useRecordValues(config.schema, config.prefill === false ? null : record),
    save: (values: z.output<S>) =>
      update.mutateAsync({ id: record._id, values: values as ContentValues }),
    successMessage: config.successMessage ?? successMessageFor(config.noun),
    errorMessage: config.errorMessage ?? errorMessageFor(config.noun),
    uploadErrorMessage: config.uploadErrorMessage,
    redirectTo: config.redirectTo,
  });
  return (
    <AdminFormFrame
      editor={editor}
      submitLabel={config.submitLabel}
      busyLabel={config.busyLabel ?? 'Updating...'}
      cancelTo={config.back.to}
    >
      {config.fields(editor, record)}
    </AdminFormFrame>
  );
}
