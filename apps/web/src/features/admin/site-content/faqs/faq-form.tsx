import {
  type AdminForm,
  type FieldName,
  type ObjectSchema,
  TextareaField,
  TextField,
} from '@/components/kit';

/** A field name the add and the edit schema both have (checked by the schemas' own tests). */
const named = <S extends ObjectSchema>(name: string) => name as FieldName<S>;

export function FaqFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <TextField editor={editor} name={named<S>('question')} label="Question" />
      <TextareaField editor={editor} name={named<S>('answer')} label="Answer" rows={4} />
    </>
  );
}
