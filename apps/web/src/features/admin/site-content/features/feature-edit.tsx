import { UpdateFeatureInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { featuresApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { FeatureFields } from './feature-form';

const a = paths.admin;

export function EditFeaturePage() {
  return (
    <RecordEditorPage
      resource={featuresApi}
      schema={UpdateFeatureInput}
      title="Edit Feature"
      description="Title and description are required; choose a new image only to replace it."
      back={{ to: a.featurePage, label: 'Feature Options' }}
      submitLabel="Update Feature"
      noun="Feature"
      redirectTo={a.setting}
      fields={(editor) => <FeatureFields editor={editor} imageLabel="Feature Image" />}
    />
  );
}
