import { type AdminForm, type ObjectSchema, TextareaField, TextField } from '@/components/kit';
import { named } from '../components/field-name';

export function FaqFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <TextField editor={editor} name={named<S>('question')} label="Question" />
      <TextareaField editor={editor} name={named<S>('answer')} label="Answer" rows={4} />
    </>
  );
}
