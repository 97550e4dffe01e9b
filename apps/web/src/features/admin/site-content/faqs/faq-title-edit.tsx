import { UpdateFaqTitleInput } from '@leadvault/contract';
import { FieldRow, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { faqTitleApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

export function EditFaqTitlePage() {
  return (
    <RecordEditorPage
      resource={faqTitleApi}
      schema={UpdateFaqTitleInput}
      title="Update Faqs Title"
      back={{ to: a.faqs, label: 'FAQs' }}
      submitLabel="Update Title"
      noun="Faqs title"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextField editor={editor} name="titleTopText" label="Title Top Text" />
          <FieldRow>
            <TextField editor={editor} name="titleOne" label="Title (1st part)" />
            <TextField editor={editor} name="titleTwo" label="Title (2nd part)" />
          </FieldRow>
        </>
      )}
    />
  );
}
