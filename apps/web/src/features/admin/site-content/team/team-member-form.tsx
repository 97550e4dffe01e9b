import { type AdminForm, FieldRow, type ObjectSchema, TextField } from '@/components/kit';
import { named } from '../components/field-name';
import { PersonFields } from '../components/person-fields';

export function TeamMemberFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <PersonFields editor={editor} />
      <FieldRow>
        <TextField
          editor={editor}
          name={named<S>('facebook')}
          label="Facebook"
          inputMode="url"
          placeholder="https://facebook.com/…"
        />
        <TextField
          editor={editor}
          name={named<S>('twitter')}
          label="Twitter"
          inputMode="url"
          placeholder="https://x.com/…"
        />
      </FieldRow>
    </>
  );
}
