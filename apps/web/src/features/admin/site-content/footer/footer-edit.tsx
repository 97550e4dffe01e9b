import { UpdateFooterLinksInput } from '@leadvault/contract';
import { TextareaField, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { footerLinksApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

const footer = { to: a.settingFooter, label: 'Footer Setting' };

export function EditFooterPage() {
  return (
    <RecordEditorPage
      resource={footerLinksApi}
      schema={UpdateFooterLinksInput}
      title="Update About & CopyRight"
      back={footer}
      submitLabel="Update About & CopyRight"
      noun="Footer"
      redirectTo={a.setting}
      fields={(editor) => (
        <>
          <TextareaField editor={editor} name="FooterAbout" label="Footer About" rows={4} />
          <TextField editor={editor} name="CopyRight" label="CopyRight" />
        </>
      )}
    />
  );
}
