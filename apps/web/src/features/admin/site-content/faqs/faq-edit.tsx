import { UpdateFaqInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { faqsApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { FaqFields } from './faq-form';

const a = paths.admin;

export function EditFaqPage() {
  return (
    <RecordEditorPage
      resource={faqsApi}
      schema={UpdateFaqInput}
      title="Edit FAQ"
      back={{ to: a.faqs, label: 'FAQs' }}
      submitLabel="Update Faq"
      noun="Faq"
      redirectTo={a.settingHomepage}
      fields={(editor) => <FaqFields editor={editor} />}
    />
  );
}
