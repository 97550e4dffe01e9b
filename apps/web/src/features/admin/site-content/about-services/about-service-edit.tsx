import { UpdateAboutServiceInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { aboutServicesApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { ABOUT_SERVICE_IMAGE_HINT, AboutServiceFields } from './about-service-form';

export function EditAboutServicePage() {
  return (
    <RecordEditorPage
      resource={aboutServicesApi}
      schema={UpdateAboutServiceInput}
      name="About Service"
      description={ABOUT_SERVICE_IMAGE_HINT}
      back={{ to: paths.admin.aboutServiceList, label: 'About Services' }}
      fields={(editor) => <AboutServiceFields editor={editor} />}
    />
  );
}
