import { UpdateContactInfoInput } from '@leadvault/contract';
import { FieldRow, TextareaField, TextField } from '@/components/kit';
import { contactInfoApi } from '../site-content/api/resources';
import { settingsHub } from '../site-content/components/back-links';
import { RecordEditorPage } from '../site-content/components/record-editor';

export function EditContactPage() {
  return (
    <RecordEditorPage
      resource={contactInfoApi}
      schema={UpdateContactInfoInput}
      name="Contact Information"
      description="The heading and the three cards of the contact page."
      back={settingsHub}
      submitLabel="Update Contact"
      fields={(editor) => (
        <>
          <TextField editor={editor} name="titleOne" label="Contact Title" />
          <TextareaField
            editor={editor}
            name="titleDescription"
            label="Title Description"
            rows={3}
          />
          <TextField editor={editor} name="address" label="Address" />
          <FieldRow>
            <TextField editor={editor} name="phone" label="Phone Number" type="tel" />
            <TextField editor={editor} name="email" label="Email" type="email" />
          </FieldRow>
        </>
      )}
    />
  );
}
