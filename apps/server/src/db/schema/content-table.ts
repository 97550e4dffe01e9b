import { type ContentEntity, contentFields } from '@leadvault/contract';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const snakeCase = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const textColumn = (field: string) => text(snakeCase(field)).notNull().default('');
type TextColumn = ReturnType<typeof textColumn>;

function textColumns<const Fields extends readonly string[]>(fields: Fields) {
  return Object.fromEntries(fields.map((field) => [field, textColumn(field)])) as {
    [Field in Fields[number]]: TextColumn;
  };
}

/**
 * A content table: uuid id, one text column per wire field of the entity, a position for
 * ordering lists, and timestamps.
 */
export function contentTable<const E extends ContentEntity>(tableName: string, entity: E) {
  return pgTable(tableName, {
    id: uuid('id').primaryKey().defaultRandom(),
    ...textColumns(contentFields[entity]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
}
