import { UpdateFooterSocialInput } from '@leadvault/contract';
import { TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { footerSocialApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

const footer = { to: a.settingFooter, label: 'Footer Setting' };

export function EditSocialPage() {
  return (
    <RecordEditorPage
      resource={footerSocialApi}
      schema={UpdateFooterSocialInput}
      title="Update Social Account"
      back={footer}
      submitLabel="Update Social Account"
      noun="Social account"
      redirectTo={a.setting}
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
