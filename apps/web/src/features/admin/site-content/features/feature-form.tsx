import {
  type AdminForm,
  ImageField,
  type ObjectSchema,
  TextareaField,
  TextField,
} from '@/components/kit';
import { named } from '../components/field-name';

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
