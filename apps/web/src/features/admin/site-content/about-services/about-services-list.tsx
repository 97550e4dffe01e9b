import { CreateAboutServiceInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { aboutServicesApi } from '../api/resources';
import { clamp, ListEditorPage, Thumb } from '../components/list-editor';
import { AboutServiceFields } from './about-service-form';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

/** /admin/about-service-list/: Add About Service (every field required) and the list. */
export function AboutServiceListPage() {
  return (
    <ListEditorPage
      title="About Services"
      description="The services listed in the about section."
      back={homepage}
      resource={aboutServicesApi}
      noun="About service"
      nameOf={(row) => row.title ?? ''}
      listTitle="About Services List"
      columns={[
        { header: 'Image', cell: (row) => <Thumb src={row.imgLeft} />, className: 'w-24' },
        { header: 'Title', cell: (row) => clamp(row.title) },
      ]}
      editPath={a.editAboutService}
      empty="No services yet. Add the first one with the form."
      add={{
        title: 'Add About Service',
        description: 'Every field is required.',
        schema: CreateAboutServiceInput,
        submitLabel: 'Add About Service',
        successMessage: 'About service added successfully!',
        errorMessage: 'Failed to add about service.',
        fields: (editor) => <AboutServiceFields editor={editor} />,
      }}
    />
  );
}
