import { UpdateFooterSocialInput } from '@leadvault/contract';
import { TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { footerSocialApi } from '../api/resources';
import { footerHub } from '../components/back-links';
import { RecordEditorPage } from '../components/record-editor';

export function EditSocialPage() {
  return (
    <RecordEditorPage
      resource={footerSocialApi}
      schema={UpdateFooterSocialInput}
      name="Social Account"
      title="Update Social Account"
      back={footerHub}
      redirectTo={paths.admin.setting}
      fields={(editor) => (
        <>
          <TextField editor={editor} name="facebook" label="Facebook" inputMode="url" />
          <TextField editor={editor} name="twitter" label="Twitter" inputMode="url" />
          <TextField editor={editor} name="instragram" label="Instagram" inputMode="url" />
          <TextField editor={editor} name="youtube" label="YouTube" inputMode="url" />
          <TextField editor={editor} name="email" label="Email" type="email" />
        </>
      )}
    />
  );
}
