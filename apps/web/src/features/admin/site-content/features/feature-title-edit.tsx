import { UpdateFeaturesTitleInput } from '@leadvault/contract';
import { TextareaField, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { featuresTitleApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

export function EditFeatureTitlePage() {
  return (
    <RecordEditorPage
      resource={featuresTitleApi}
      schema={UpdateFeaturesTitleInput}
      title="Edit Feature Title"
      description="The heading above the features block."
      back={{ to: a.featurePage, label: 'Feature Options' }}
      submitLabel="Update Title"
      noun="Feature title"
      redirectTo={a.featurePage}
      fields={(editor) => (
        <>
          <TextField editor={editor} name="titleTop" label="Title Top" />
          <TextField editor={editor} name="title" label="Title" />
          <TextareaField editor={editor} name="description" label="Description" rows={3} />
        </>
      )}
    />
  );
}
