import { CreateAboutServiceInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { aboutServicesApi } from '../api/resources';
import { imageColumn, textColumn } from '../components/list-columns';
import { ListEditorPage } from '../components/list-editor';
import { AboutServiceFields } from './about-service-form';

/** /admin/about-service-list/: Add About Service (every field required) and the list. */
export function AboutServiceListPage() {
  return (
    <ListEditorPage
      title="About Services"
      description="The services listed in the about section."
      resource={aboutServicesApi}
      name="About Service"
      nameOf={(row) => row.title ?? ''}
      listTitle="About Services List"
      columns={[imageColumn('Image', 'imgLeft'), textColumn('Title', 'title')]}
      editPath={paths.admin.editAboutService}
      none="services"
      addSchema={CreateAboutServiceInput}
      addDescription="Every field is required."
      addFields={(editor) => <AboutServiceFields editor={editor} />}
    />
  );
}
