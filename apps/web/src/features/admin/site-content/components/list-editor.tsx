import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  type AdminForm,
  AdminFormFrame,
  type BackLink,
  type Column,
  DataTable,
  type ObjectSchema,
  PageFrame,
  useAdminForm,
  useRecordValues,
} from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { Pagination } from '@/components/ui/pagination';
import type { ContentRecord, ContentResource, ContentValues } from '../api/content-resource';
import { homepageHub } from './back-links';
import { CONTENT_LOAD_ERROR } from './load-error-texts';
import { type RecordPath, WithPath } from './record-path';
import { DeleteButton, EditLink, useDeleteRecord } from './row-actions';
import { sentenceCase } from './sentence-case';

type TitleRecordLink = RecordPath & { label: string };

type AddFormTexts = {
  title: string;
  submitLabel: string;
  successMessage: string;
  errorMessage: string;
};

export type ListEditorConfig<S extends ObjectSchema> = {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** The link back up the tree; the home page hub unless given. */
  back?: BackLink;
  /** The link beside the title to the list's title record ('Edit Team Title'). */
  titleLink?: TitleRecordLink;
  resource: ContentResource;
  /**
   * "Team Member": the form is 'Add Team Member' and says 'Team member added successfully!';
   * deleting says 'Team member deleted successfully!' unless `noun` differs.
   */
  name: string;
  /** "FAQ", in 'Delete this faq?' and 'FAQ deleted successfully!'. */
  noun?: string;
  /** The text that names a row (its title, question or person). */
  nameOf: (row: ContentRecord) => string;
  listTitle: string;
  /** Columns between SL No. and the actions. */
  columns: Column<ContentRecord>[];
  editPath: (id: string) => string;
  /** "team members", in 'No team members yet. Add the first one with the form.' */
  none: string;
  /** Rows per page; all on one page when left out. */
  pageSize?: number;
  /** The contract's create input: the spec's required rules. */
  addSchema: S;
  addDescription?: ReactNode;
  addFields: (editor: AdminForm<S>) => ReactNode;
};

function addFormTexts(name: string): AddFormTexts {
  const noun = sentenceCase(name);
  return {
    title: `Add ${name}`,
    submitLabel: `Add ${name}`,
    successMessage: `${noun} added successfully!`,
    errorMessage: `Failed to add ${noun.toLowerCase()}.`,
  };
}

/**
 * A list of content records (SL No., the entity's columns, Edit and Delete after a
 * confirmation) beside the form that adds one.
 */
export function ListEditorPage<S extends ObjectSchema>(config: ListEditorConfig<S>) {
  const list = config.resource.useList();
  const [page, setPage] = useState(1);
  /** The record just added: marked in the list, on whatever page holds it. */
  const [added, setAdded] = useState<string>();
  const noun = config.noun ?? sentenceCase(config.name);
  const { requestDelete, dialog } = useDeleteRecord(config.resource, {
    noun,
    nameOf: config.nameOf,
  });
  const rowName = (row: ContentRecord) => `${noun}: ${config.nameOf(row) || row._id}`;

  return (
    <PageFrame
      title={config.title}
      eyebrow={config.eyebrow}
      description={config.description}
      back={config.back ?? homepageHub}
      actions={config.titleLink ? <TitleLink link={config.titleLink} /> : undefined}
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="list-heading" className="min-w-0 space-y-4 lg:pt-5">
          <h2 id="list-heading" className="text-lg font-semibold text-slate-900">
            {config.listTitle}
          </h2>
          <QueryState query={list} errorTexts={CONTENT_LOAD_ERROR}>
            {(rows) => {
              const size = config.pageSize ?? Math.max(rows.length, 1);
              const pageCount = Math.max(1, Math.ceil(rows.length / size));
              const addedAt = added ? rows.findIndex((row) => row._id === added) : -1;
              const current =
                addedAt >= 0 && page === -1
                  ? Math.floor(addedAt / size) + 1
                  : Math.min(Math.max(page, 1), pageCount);
              const offset = (current - 1) * size;
              const visible = rows.slice(offset, offset + size);
              const columns: Column<ContentRecord>[] = [
                {
                  header: 'SL No.',
                  cell: (_row, index) => offset + index + 1,
                  className: 'w-20 tabular-nums text-slate-500',
                },
                ...config.columns,
                {
                  header: 'Edit',
                  cell: (row) => <EditLink to={config.editPath(row._id)} name={rowName(row)} />,
                  className: 'w-px whitespace-nowrap',
                  action: true,
                },
                {
                  header: 'Delete',
                  cell: (row) => (
                    <DeleteButton name={rowName(row)} onClick={() => void requestDelete(row)} />
                  ),
                  className: 'w-px whitespace-nowrap',
                  action: true,
                },
              ];
              return (
                <div className="space-y-4">
                  <DataTable
                    caption={config.listTitle}
                    columns={columns}
                    rows={visible}
                    rowKey={(row) => row._id}
                    empty={`No ${config.none} yet. Add the first one with the form.`}
                    highlightKey={added}
                    phone="cards"
                  />
                  <Pagination
                    page={current}
                    pageCount={pageCount}
                    onPageChange={setPage}
                    label={`${config.listTitle} pages`}
                  />
                </div>
              );
            }}
          </QueryState>
        </section>
        <AddForm
          texts={addFormTexts(config.name)}
          description={config.addDescription}
          schema={config.addSchema}
          fields={config.addFields}
          resource={config.resource}
          onAdded={(id) => {
            setAdded(id);
            // -1: the page that holds the new row, once the list has reloaded.
            setPage(-1);
          }}
        />
      </div>
      {dialog}
    </PageFrame>
  );
}

/**
 * The list's add form. After adding, the person stays on the list: the new row is marked and
 * focused, and the form empties for the next one.
 */
function AddForm<S extends ObjectSchema>({
  texts,
  description,
  schema,
  fields,
  resource,
  onAdded,
}: {
  texts: AddFormTexts;
  description: ReactNode;
  schema: S;
  fields: (editor: AdminForm<S>) => ReactNode;
  resource: ContentResource;
  onAdded: (id: string) => void;
}) {
  const create = resource.useCreate();
  const editor = useAdminForm({
    schema,
    defaultValues: useRecordValues(schema, null),
    save: (values: z.output<S>) => create.mutateAsync(values as ContentValues),
    successMessage: texts.successMessage,
    errorMessage: texts.errorMessage,
    onSaved: (saved) => {
      const id = (saved as { _id?: unknown } | undefined)?._id;
      if (typeof id === 'string') onAdded(id);
    },
  });
  return (
    <AdminFormFrame
      editor={editor}
      title={texts.title}
      description={description}
      submitLabel={texts.submitLabel}
      busyLabel="Adding..."
      className="lg:sticky lg:top-24"
    >
      {fields(editor)}
    </AdminFormFrame>
  );
}

/** A link to the list's title record ('Edit Feature Title'), once its id is known. */
function TitleLink({ link }: { link: TitleRecordLink }) {
  return (
    <WithPath to={link}>
      {(to) =>
        to ? (
          <Link
            to={to}
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {link.label}
          </Link>
        ) : null
      }
    </WithPath>
  );
}
