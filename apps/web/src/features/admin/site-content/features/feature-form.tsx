import {
  type AdminForm,
  type FieldName,
  ImageField,
  type ObjectSchema,
  TextareaField,
  TextField,
} from '@/components/kit';

/** A field name the add and the edit schema both have (checked by the schemas' own tests). */
const named = <S extends ObjectSchema>(name: string) => name as FieldName<S>;

export function FeatureFields<S extends ObjectSchema>({
  editor,
  imageLabel,
}: {
  editor: AdminForm<S>;
  imageLabel: string;
}) {
  return (
    <>
      <TextField editor={editor} name={named<S>('featureTitle')} label="Feature Title" />
      <TextareaField
        editor={editor}
        name={named<S>('featureDesc')}
        label="Feature Short Description"
        rows={3}
      />
      <ImageField editor={editor} name={named<S>('featureImg')} label={imageLabel} shape="icon" />
    </>
  );
}
