import { UpdateBannerInput } from '@leadvault/contract';
import { FieldRow, TextareaField, TextField } from '@/components/kit';
import { bannerApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

export function EditBannerPage() {
  return (
    <RecordEditorPage
      resource={bannerApi}
      schema={UpdateBannerInput}
      description="The hero at the top of the home page. Every field is required."
      name="Banner"
      fields={(editor) => (
        <>
          <TextField editor={editor} name="bannerHeadingText1" label="Banner Heading" />
          <TextareaField editor={editor} name="bannerText" label="Banner Text" rows={3} />
          <FieldRow>
            <TextField editor={editor} name="btnText" label="Button Text" />
            <TextField editor={editor} name="btnLink" label="Button Link" placeholder="/pricing" />
          </FieldRow>
          <TextField
            editor={editor}
            name="youtubeLink"
            label="YouTube Link"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        </>
      )}
    />
  );
}
