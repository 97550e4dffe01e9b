import { CreateFeatureInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { featuresApi, featuresTitleApi } from '../api/resources';
import { clamp, ListEditorPage, Thumb, TitleLink } from '../components/list-editor';
import { FeatureFields } from './feature-form';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

/** /admin/feature-page/: add a feature; the Features List; the Edit Feature Title link. */
export function FeaturePage() {
  return (
    <ListEditorPage
      title="Feature Options"
      description="The features block of the home page."
      back={homepage}
      actions={
        <TitleLink resource={featuresTitleApi} to={a.featureTitle}>
          Edit Feature Title
        </TitleLink>
      }
      resource={featuresApi}
      noun="Feature"
      nameOf={(row) => row.featureTitle ?? ''}
      listTitle="Features List"
      columns={[
        { header: 'Image', cell: (row) => <Thumb src={row.featureImg} />, className: 'w-24' },
        { header: 'Title', cell: (row) => clamp(row.featureTitle) },
      ]}
      editPath={a.editFeature}
      empty="No features yet. Add the first one with the form."
      add={{
        title: 'Add Feature',
        description: 'Title, short description and image are all required.',
        schema: CreateFeatureInput,
        submitLabel: 'Add Feature',
        successMessage: 'Feature added successfully!',
        errorMessage: 'Failed to add feature.',
        fields: (editor) => <FeatureFields editor={editor} imageLabel="Upload Feature Image" />,
      }}
    />
  );
}
