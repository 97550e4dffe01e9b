import { UpdateFeatureInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { featuresApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { FeatureFields } from './feature-form';

export function EditFeaturePage() {
  return (
    <RecordEditorPage
      resource={featuresApi}
      schema={UpdateFeatureInput}
      name="Feature"
      description="Title and description are required; choose a new image only to replace it."
      back={{ to: paths.admin.featurePage, label: 'Feature Options' }}
      redirectTo={paths.admin.setting}
      fields={(editor) => <FeatureFields editor={editor} imageLabel="Feature Image" />}
    />
  );
}
