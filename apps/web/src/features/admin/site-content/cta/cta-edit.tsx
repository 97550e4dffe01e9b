import { UpdateRoadInput } from '@leadvault/contract';
import { FieldGroup, FieldRow, ImageField, TextareaField, TextField } from '@/components/kit';
import { roadApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

export function EditCtaPage() {
  return (
    <RecordEditorPage
      resource={roadApi}
      schema={UpdateRoadInput}
      description="The call to action and the roadmap below it. Every field is required."
      name="Call to Action"
      submitLabel="Update Cta"
      fields={(editor) => (
        <>
          <FieldGroup legend="Call to action">
            <TextField editor={editor} name="title" label="Title" />
            <FieldRow>
              <TextField editor={editor} name="pointOne" label="Point One" />
              <TextField editor={editor} name="pointTwo" label="Point Two" />
            </FieldRow>
            <FieldRow>
              <TextField editor={editor} name="btnText" label="Button Text" />
              <TextField editor={editor} name="btnUrl" label="Button URL" />
            </FieldRow>
            <ImageField editor={editor} name="bgimage" label="Background Image" />
          </FieldGroup>
          <FieldGroup legend="Roadmap">
            <FieldRow>
              <TextField editor={editor} name="titleTop" label="Title Top" />
              <TextField editor={editor} name="titleTwo" label="Title Two" />
            </FieldRow>
            <TextareaField editor={editor} name="desc" label="Description" rows={3} />
            <ImageField editor={editor} name="image" label="Image" />
            <TextField editor={editor} name="pointTitle" label="Point Title" />
            <FieldRow>
              <TextField editor={editor} name="sectionPointOne" label="Section Point One" />
              <TextField editor={editor} name="sectionPointTwo" label="Section Point Two" />
            </FieldRow>
            <FieldRow>
              <TextField editor={editor} name="sectionPointThree" label="Section Point Three" />
              <TextField editor={editor} name="sectionPointFour" label="Section Point Four" />
            </FieldRow>
          </FieldGroup>
          <FieldGroup legend="Contact e-mail">
            <TextField editor={editor} name="emailDescText" label="Email Text" />
            <TextField editor={editor} name="email" label="Email" type="email" />
          </FieldGroup>
        </>
      )}
    />
  );
}
