/**
 * The admin kit: the pieces every back-office screen is built from (decision 023).
 *
 * Screen frame
 * - `PageFrame({ title, eyebrow?, description?, back?: { to, label }, actions?, toolbar?,
 *   width?: 'wide' | 'narrow' })` — the one page frame; `Panel({ title?, actions? })` a white card.
 *
 * Loading a query: `components/query-state` (shared with the rest of the app)
 * - `QueryState({ query, label?, errorTexts?: { title?, notFound? }, isEmpty?, empty?, children: (data) => … })`
 *   — spinner while pending, the error with "Try Again" (a 404 says `notFound`), the empty box
 *   when `isEmpty(data)`, else `children(data)`. Also `LoadingBlock`, `LoadError`, `EmptyBlock`;
 *   an error's words: `errorText(error, fallback?)` in `lib/error-text.ts`.
 *
 * CSV uploads (`csv-upload.tsx`, the lead import's and the customer's bulk enrichment)
 * - `CsvFileField({ label, hint, error?, file, onFile })` — the file input in a drop zone;
 *   `csvFileProblem(file, maxBytes)` — what is wrong before sending ('' when it may go);
 *   `CsvSampleTable({ caption, headers, sample })`; `ColumnMappingFields({ fields, labels,
 *   headers, mapping, onChange, noneLabel, errors? })` — one select per field, by column position.
 *
 * Tables
 * - `DataTable({ caption, columns: Column<T>[], rows, rowKey, empty, busy?, dense?,
 *   phone?: 'scroll' | 'cards', highlightKey? })`; `Column<T> = { header, cell(row, i),
 *   className?, action? }`. Below 640 px rows become cards (`cards`) or the table scrolls in
 *   its card, which then is a keyboard tab stop (`scroll`, the default). `busy` dims the rows
 *   (or shows the loading block when there are none yet); no rows shows `empty`.
 * - `PagedTable({ query, loadingLabel, page, limit, onPageChange, pagesLabel, variant?,
 *   windowSize?, ...DataTable props but rows/busy })` — a list the server pages
 *   (`{ items, total }`): QueryState, the DataTable of the page (busy while the next loads) and
 *   the ListFooter ("Showing 11–20 of 57" and the page buttons).
 *
 * Forms: one behaviour
 * - `const editor = useAdminForm({ schema, defaultValues, save, successMessage, errorMessage,
 *   uploadErrorMessage?, redirectTo?, afterSave?: 'reset' | 'keep', onSaved? })`:
 *   contract-schema validation; success/failure toasts (`successMessage` may be a function of
 *   the saved answer that announces it itself); the server's 400 field errors
 *   (`details: [{ field: 'points.3', message }]`) land on their fields and the first takes the
 *   focus; image files picked in `ImageField` upload on save with progress; `editor.isBusy`,
 *   `editor.phase`, `editor.isDirty`, `editor.saveError` (to also show an Alert),
 *   `editor.form` (the react-hook-form object: `setValue`, `watch`, …).
 *   `useRecordValues(schema, record)` gives an edit form every schema field of a record, '' when unset.
 * - `<AdminFormFrame editor submitLabel busyLabel? cancelTo? title? description? footer?
 *   fullWidthSubmit?>` — the white form card, busy submit button and the unsaved-changes guard
 *   (`UnsavedChangesGuard({ dirty, allowLeave })` alone for a form with its own layout).
 *
 * Fields (each takes `editor`, `name` — a schema field or dotted path like `points.3` —,
 * `label`, `hint?`, `className?`; required marks and length limits come from the schema):
 * - `TextField` (type, placeholder, inputMode, autoComplete), `TextareaField` (rows; counts
 *   characters against the schema's limit), `SelectField` (options: { value, label }[],
 *   placeholder?), `NumberField` (decimal? for money typed as text, asNumber?, min, max, step),
 *   `ImageField` (shape?: 'wide' | 'avatar' | 'logo' | 'icon', allowUrl?), and layout:
 *   `FieldGroup({ legend, description?, columns? })`, `FieldRow`.
 * - `CheckboxGroupField({ editor, name, legend, options })` for an array of values;
 *   `RadioGroup({ legend, value, options, onChange })` for a choice that is not a form value.
 *
 * ```tsx
 * const editor = useAdminForm({
 *   schema: UpdateFaqInput,
 *   defaultValues: useRecordValues(UpdateFaqInput, faq),
 *   save: (values) => update.mutateAsync({ id: faq._id, values }),
 *   successMessage: 'Faq updated successfully!',
 *   errorMessage: 'Failed to update faq.',
 *   redirectTo: paths.admin.settingHomepage,
 * });
 * <PageFrame title="Edit FAQ" back={{ to: paths.admin.settingHomepage, label: 'Home page' }} width="narrow">
 *   <AdminFormFrame editor={editor} submitLabel="Update Faq" busyLabel="Updating...">
 *     <TextField editor={editor} name="question" label="Question" />
 *     <TextareaField editor={editor} name="answer" label="Answer" />
 *   </AdminFormFrame>
 * </PageFrame>
 * ```
 */
export { AdminFormFrame, UnsavedChangesGuard } from './admin-form-frame';
export { CheckboxGroupField, type ChoiceOption, RadioGroup } from './choice-fields';
export { type Column, DataTable, type DataTableProps } from './data-table';
export {
  controlClasses,
  describedBy,
  FieldGroup,
  FieldRow,
  FieldShell,
  fieldError,
  isRequiredField,
} from './field-shell';
export { NumberField, SelectField, type SelectOption, TextareaField, TextField } from './fields';
export { ImageField, ImagePreview } from './image-field';
export { type BackLink, PageFrame, Panel } from './page-frame';
export { PagedTable } from './paged-table';
export { checkImageFile, MAX_IMAGE_BYTES, uploadImage } from './upload-image';
export {
  type AdminForm,
  type AdminFormOptions,
  type FieldName,
  type ObjectSchema,
  serverFieldErrors,
  useAdminForm,
  useRecordValues,
} from './use-admin-form';
