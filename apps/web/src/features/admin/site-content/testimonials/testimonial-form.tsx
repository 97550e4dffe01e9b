import {
  type AdminForm,
  type FieldName,
  FieldRow,
  ImageField,
  type ObjectSchema,
  TextareaField,
  TextField,
} from '@/components/kit';

/** A field name the add and the edit schema both have (checked by the schemas' own tests). */
const named = <S extends ObjectSchema>(name: string) => name as FieldName<S>;

export function TestimonialFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
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
      <TextareaField editor={editor} name={named<S>('desc')} label="Description" rows={4} />
    </>
  );
}
