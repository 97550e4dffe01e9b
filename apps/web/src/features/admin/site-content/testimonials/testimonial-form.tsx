import { type AdminForm, type ObjectSchema, TextareaField } from '@/components/kit';
import { named } from '../components/field-name';
import { PersonFields } from '../components/person-fields';

export function TestimonialFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <PersonFields editor={editor} />
      <TextareaField editor={editor} name={named<S>('desc')} label="Description" rows={4} />
    </>
  );
}
