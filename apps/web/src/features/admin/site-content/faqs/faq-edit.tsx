import { UpdateFaqInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { faqsApi } from '../api/resources';
import { homepageHub } from '../components/back-links';
import { RecordEditorPage } from '../components/record-editor';
import { FaqFields } from './faq-form';

export function EditFaqPage() {
  return (
    <RecordEditorPage
      resource={faqsApi}
      schema={UpdateFaqInput}
      name="Faq"
      title="Edit FAQ"
      back={{ to: paths.admin.faqs, label: 'FAQs' }}
      redirectTo={homepageHub.to}
      fields={(editor) => <FaqFields editor={editor} />}
    />
  );
}
