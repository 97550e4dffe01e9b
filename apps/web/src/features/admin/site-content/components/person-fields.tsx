import {
  type AdminForm,
  FieldRow,
  ImageField,
  type ObjectSchema,
  TextField,
} from '@/components/kit';
import { named } from './field-name';

/** A person's name, title and photo (team members and testimonials). */
export function PersonFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <FieldRow>
        <TextField editor={editor} name={named<S>('personName')} label="Person Name" />
        <TextField editor={editor} name={named<S>('personTitle')} label="Person Title" />
      </FieldRow>
      <ImageField
        editor={editor}
        name={named<S>('personImg')}
        label="Person Image"
        shape="avatar"
      />
    </>
  );
}
