import { contentFieldLabel } from '@leadvault/contract';
import type { ActivityInput } from '../activity/index.ts';
import type { ContentRecord, ContentSource } from './service.ts';

export type ContentAction = 'content.create' | 'content.update' | 'content.delete';

/** How the activity log names one content entity. */
export type ContentNaming = {
  /** "Banner", "FAQ"; defaults to the entity's name in words ("Package title"). */
  label?: string;
  /** The field that names one record of a list ("question" for a FAQ). */
  nameField?: string;
};

/** Longest stored before/after text per field; enough to recognise a change, not a copy. */
const MAX_VALUE = 200;
const MAX_NAME = 60;
/** Field labels listed in the summary line; the rest are counted. */
const MAX_LISTED = 3;

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function recordName(naming: ContentNaming, record: ContentRecord): string {
  const name = naming.nameField ? record[naming.nameField]?.trim() : '';
  return name ? ` "${shorten(name, MAX_NAME)}"` : '';
}

const VERBS: Record<ContentAction, string> = {
  'content.create': 'added',
  'content.update': 'updated',
  'content.delete': 'deleted',
};

/**
 * The activity entry of one content write: a readable line ("FAQ "Do you refund?" updated:
 * Answer") and, for updates, each changed field with its old and new text.
 */
export function contentActivity(
  action: ContentAction,
  source: ContentSource,
  naming: ContentNaming,
  record: ContentRecord,
  before?: ContentRecord,
): ActivityInput {
  const label = naming.label ?? contentFieldLabel(source.entity);
  const line = `${label}${recordName(naming, before ?? record)} ${VERBS[action]}`;
  const input: ActivityInput = {
    action,
    entity: source.entity,
    entityId: record._id,
    summary: line,
  };
  if (action !== 'content.update' || !before) return input;

  const changed = Object.keys(record).filter(
    (field) => field !== '_id' && record[field] !== before[field],
  );
  if (changed.length === 0) {
    input.summary = `${line} (no changes)`;
    input.details = { fields: [] };
    return input;
  }
  const labels = changed.map((field) => contentFieldLabel(field, source.entity));
  const listed = labels.slice(0, MAX_LISTED).join(', ');
  const more = labels.length > MAX_LISTED ? ` and ${labels.length - MAX_LISTED} more` : '';
  input.summary = `${line}: ${listed}${more}`;
  input.details = {
    fields: changed,
    changes: Object.fromEntries(
      changed.map((field) => [
        field,
        {
          from: shorten(before[field] ?? '', MAX_VALUE),
          to: shorten(record[field] ?? '', MAX_VALUE),
        },
      ]),
    ),
  };
  return input;
}
