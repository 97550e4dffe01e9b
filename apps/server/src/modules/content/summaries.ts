/** The API document's operation names and summaries of the content routes (register.ts). */
import { contentFieldLabel } from '@leadvault/contract';
import type { ContentSource } from './service.ts';

type ContentOperation = 'list' | 'get' | 'create' | 'update' | 'delete';
const CONTENT_SUMMARIES: Record<ContentOperation, (label: string) => string> = {
  list: (label) => `List the site's ${label} records`,
  get: (label) => `Get one ${label} record`,
  create: (label) => `Create ${article(label)} ${label} record`,
  update: (label) => `Update ${article(label)} ${label} record`,
  delete: (label) => `Delete ${article(label)} ${label} record`,
};
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The API document's name and summary of one content route, from its path: `PUT
 * /edit-banner/:id` is `updateBanner`. A second path of the same operation (the specs keep
 * both spellings of some) says which path it repeats.
 */
export function contentOperation(
  operation: ContentOperation,
  paths: string[],
  path: string,
  def: { label?: string; source: ContentSource },
) {
  const label = def.label ?? contentFieldLabel(def.source.entity);
  const words = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('-')
    .replace(/^(add|edit)-/, '')
    .split('-');
  const operationId =
    operation + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const summary = CONTENT_SUMMARIES[operation](label.toLowerCase());
  return {
    operationId,
    summary: path === paths[0] ? summary : `${summary} (the same as ${paths[0]})`,
  };
}
