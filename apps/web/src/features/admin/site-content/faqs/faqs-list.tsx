import { CreateFaqInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { faqsApi, faqTitleApi } from '../api/resources';
import { textColumn } from '../components/list-columns';
import { ListEditorPage } from '../components/list-editor';
import { FaqFields } from './faq-form';

const a = paths.admin;

/** /admin/faqs: Add Faq, 'Update Faqs Title' and the Faqs List. */
export function FaqsPage() {
  return (
    <ListEditorPage
      title="FAQs"
      description="Questions and answers shown on the pricing page."
      titleLink={{ resource: faqTitleApi, path: a.faqsTitle, label: 'Update Faqs Title' }}
      resource={faqsApi}
      name="Faq"
      noun="FAQ"
      nameOf={(row) => row.question ?? ''}
      listTitle="Faqs List"
      columns={[textColumn('Question', 'question')]}
      editPath={a.faqEdit}
      none="FAQs"
      addSchema={CreateFaqInput}
      addFields={(editor) => <FaqFields editor={editor} />}
    />
  );
}
