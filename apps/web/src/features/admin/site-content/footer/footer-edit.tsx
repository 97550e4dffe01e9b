import { UpdateFooterLinksInput } from '@leadvault/contract';
import { TextareaField, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { footerLinksApi } from '../api/resources';
import { footerHub } from '../components/back-links';
import { RecordEditorPage } from '../components/record-editor';

export function EditFooterPage() {
  return (
    <RecordEditorPage
      resource={footerLinksApi}
      schema={UpdateFooterLinksInput}
      name="Footer"
      title="Update About & CopyRight"
      back={footerHub}
      submitLabel="Update About & CopyRight"
      redirectTo={paths.admin.setting}
      fields={(editor) => (
        <>
          <TextareaField editor={editor} name="FooterAbout" label="Footer About" rows={4} />
          <TextField editor={editor} name="CopyRight" label="CopyRight" />
        </>
      )}
    />
  );
}
