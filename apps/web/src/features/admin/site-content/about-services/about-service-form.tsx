import {
  type AdminForm,
  FieldGroup,
  FieldRow,
  ImageField,
  type ObjectSchema,
  TextareaField,
  TextField,
} from '@/components/kit';
import { named } from '../components/field-name';

export const ABOUT_SERVICE_IMAGE_HINT = 'Recommended image size: 1322px by 764px.';

export function AboutServiceFields<S extends ObjectSchema>({ editor }: { editor: AdminForm<S> }) {
  return (
    <>
      <FieldRow>
        <TextField editor={editor} name={named<S>('titleTop')} label="Title Top" />
        <TextField editor={editor} name={named<S>('title')} label="Title" />
      </FieldRow>
      <TextareaField editor={editor} name={named<S>('description')} label="Description" rows={3} />
      <ImageField
        editor={editor}
        name={named<S>('imgLeft')}
        label="Left Image"
        hint={ABOUT_SERVICE_IMAGE_HINT}
      />
      <ImageField
        editor={editor}
        name={named<S>('imgRight')}
        label="Right Image"
        hint={ABOUT_SERVICE_IMAGE_HINT}
      />
      <FieldGroup legend="Points">
        <TextField editor={editor} name={named<S>('pointOne')} label="Point One" />
        <TextField editor={editor} name={named<S>('pointTwo')} label="Point Two" />
        <TextField editor={editor} name={named<S>('pointThree')} label="Point Three" />
      </FieldGroup>
      <FieldRow>
        <TextField editor={editor} name={named<S>('btnText')} label="Button Text" />
        {/* The spec's add form calls it btnLink; the record field is btnUrl. */}
        <TextField editor={editor} name={named<S>('btnUrl')} label="Button Link" />
      </FieldRow>
    </>
  );
}
