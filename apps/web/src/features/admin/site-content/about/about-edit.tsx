import { UpdateAboutInput } from '@leadvault/contract';
import { FieldRow, ImageField, TextareaField, TextField } from '@/components/kit';
import { aboutApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

export function EditAboutPage() {
  return (
    <RecordEditorPage
      resource={aboutApi}
      schema={UpdateAboutInput}
      name="About Section"
      submitLabel="Update About"
      fields={(editor) => (
        <>
          <TextField editor={editor} name="title" label="Title" />
          <TextareaField editor={editor} name="subText" label="Sub Text" />
          <ImageField editor={editor} name="img" label="Image" />
          <FieldRow>
            <TextField editor={editor} name="btnText" label="Button Text" />
            <TextField editor={editor} name="btnUrl" label="Button URL" />
          </FieldRow>
        </>
      )}
    />
  );
}
