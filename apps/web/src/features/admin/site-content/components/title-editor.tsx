import {
  type AdminForm,
  type BackLink,
  FieldRow,
  type ObjectSchema,
  TextField,
} from '@/components/kit';
import type { ContentResource } from '../api/content-resource';
import { homepageHub } from './back-links';
import { named } from './field-name';
import { type RecordEditorConfig, RecordEditorPage } from './record-editor';

/**
 * The editor of a list's section title (features, team, testimonials, FAQs): 'Edit Team Title'
 * with 'Update Title', reached from the list and back to it.
 */
export function TitleEditorPage<S extends ObjectSchema>({
  section,
  list,
  redirectTo = homepageHub.to,
  ...config
}: {
  resource: ContentResource;
  schema: S;
  /** "Team": 'Edit Team Title', and 'Team title updated successfully!'. */
  section: string;
  /** The list the title heads; the back link. */
  list: BackLink;
  title?: string;
  description?: string;
  redirectTo?: string;
  fields: RecordEditorConfig<S>['fields'];
}) {
  return (
    <RecordEditorPage
      name={`${section} Title`}
      submitLabel="Update Title"
      noun={`${section} title`}
      back={list}
      redirectTo={redirectTo}
      {...config}
    />
  );
}

/** A title in two parts under a top text (FAQs and team titles). */
export function SplitTitleFields<S extends ObjectSchema>({
  editor,
  first = 'titleOne',
}: {
  editor: AdminForm<S>;
  /** The record's name for the first part (the team title spells it TitleOne). */
  first?: 'titleOne' | 'TitleOne';
}) {
  return (
    <>
      <TextField editor={editor} name={named<S>('titleTopText')} label="Title Top Text" />
      <FieldRow>
        <TextField editor={editor} name={named<S>(first)} label="Title (1st part)" />
        <TextField editor={editor} name={named<S>('titleTwo')} label="Title (2nd part)" />
      </FieldRow>
    </>
  );
}
