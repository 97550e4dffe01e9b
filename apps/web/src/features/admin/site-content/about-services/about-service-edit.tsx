import { UpdateAboutServiceInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { aboutServicesApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { ABOUT_SERVICE_IMAGE_HINT, AboutServiceFields } from './about-service-form';

const a = paths.admin;

export function EditAboutServicePage() {
  return (
    <RecordEditorPage
      resource={aboutServicesApi}
      schema={UpdateAboutServiceInput}
      title="Edit About Service"
      description={ABOUT_SERVICE_IMAGE_HINT}
      back={{ to: a.aboutServiceList, label: 'About Services' }}
      submitLabel="Update About Service"
      noun="About service"
      redirectTo={a.aboutServiceList}
      fields={(editor) => <AboutServiceFields editor={editor} />}
    />
  );
}
