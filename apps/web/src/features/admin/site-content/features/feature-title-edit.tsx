import { UpdateFeaturesTitleInput } from '@leadvault/contract';
import { TextareaField, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { featuresTitleApi } from '../api/resources';
import { TitleEditorPage } from '../components/title-editor';

const features = { to: paths.admin.featurePage, label: 'Feature Options' };

export function EditFeatureTitlePage() {
  return (
    <TitleEditorPage
      resource={featuresTitleApi}
      schema={UpdateFeaturesTitleInput}
      section="Feature"
      description="The heading above the features block."
      list={features}
      redirectTo={features.to}
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
