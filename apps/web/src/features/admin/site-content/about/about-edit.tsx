import { UpdateAboutInput } from '@leadvault/contract';
import { FieldRow, ImageField, TextareaField, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { aboutApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

export function EditAboutPage() {
  return (
    <RecordEditorPage
      resource={aboutApi}
      schema={UpdateAboutInput}
      title="Edit About Section"
      back={homepage}
      submitLabel="Update About"
      noun="About section"
      redirectTo={a.settingHomepage}
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
