import { UpdateFeaturePageTwoInput } from '@leadvault/contract';
import { FieldGroup, FieldRow, ImageField, TextareaField, TextField } from '@/components/kit';
import { featurePageTwoApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

export function EditFeaturePageTwoPage() {
  return (
    <RecordEditorPage
      resource={featurePageTwoApi}
      schema={UpdateFeaturePageTwoInput}
      name="Feature Two"
      title="Feature Two Options"
      description="The second feature section of the home page."
      noun="Feature two section"
      fields={(editor) => (
        <>
          <FieldRow>
            <TextField editor={editor} name="titleTop" label="Title Top" />
            <TextField editor={editor} name="title" label="Title" />
          </FieldRow>
          <TextareaField editor={editor} name="desc" label="Description" />
          <ImageField editor={editor} name="image" label="Image" />
          <FieldGroup legend="Points">
            <TextField editor={editor} name="pointOne" label="Point One" />
            <TextField editor={editor} name="pointTwo" label="Point Two" />
            <TextField editor={editor} name="pointThree" label="Point Three" />
          </FieldGroup>
          <FieldRow>
            <TextField editor={editor} name="btnText" label="Button Text" />
            <TextField editor={editor} name="btnLink" label="Button Link" />
          </FieldRow>
          <FieldRow>
            {/* Text, not a number box: the count is shown as written ("1,200+"). */}
            <TextField editor={editor} name="reviewCount" label="Review Count" />
            <TextField editor={editor} name="reviewTitle" label="Review Title" />
          </FieldRow>
        </>
      )}
    />
  );
}
