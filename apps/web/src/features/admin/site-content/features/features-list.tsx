import { CreateFeatureInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { featuresApi, featuresTitleApi } from '../api/resources';
import { imageColumn, textColumn } from '../components/list-columns';
import { ListEditorPage } from '../components/list-editor';
import { FeatureFields } from './feature-form';

const a = paths.admin;

/** /admin/feature-page/: add a feature; the Features List; the Edit Feature Title link. */
export function FeaturePage() {
  return (
    <ListEditorPage
      title="Feature Options"
      description="The features block of the home page."
      titleLink={{ resource: featuresTitleApi, path: a.featureTitle, label: 'Edit Feature Title' }}
      resource={featuresApi}
      name="Feature"
      nameOf={(row) => row.featureTitle ?? ''}
      listTitle="Features List"
      columns={[imageColumn('Image', 'featureImg'), textColumn('Title', 'featureTitle')]}
      editPath={a.editFeature}
      none="features"
      addSchema={CreateFeatureInput}
      addDescription="Title, short description and image are all required."
      addFields={(editor) => <FeatureFields editor={editor} imageLabel="Upload Feature Image" />}
    />
  );
}
