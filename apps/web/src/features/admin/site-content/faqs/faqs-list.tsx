import { CreateFaqInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { faqsApi, faqTitleApi } from '../api/resources';
import { clamp, ListEditorPage, TitleLink } from '../components/list-editor';
import { FaqFields } from './faq-form';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

/** /admin/faqs: Add Faq, 'Update Faqs Title' and the Faqs List. */
export function FaqsPage() {
  return (
    <ListEditorPage
      title="FAQs"
      description="Questions and answers shown on the pricing page."
      back={homepage}
      actions={
        <TitleLink resource={faqTitleApi} to={a.faqsTitle}>
          Update Faqs Title
        </TitleLink>
      }
      resource={faqsApi}
      noun="FAQ"
      nameOf={(row) => row.question ?? ''}
      listTitle="Faqs List"
      columns={[{ header: 'Question', cell: (row) => clamp(row.question) }]}
      editPath={a.faqEdit}
      empty="No FAQs yet. Add the first one with the form."
      add={{
        title: 'Add Faq',
        schema: CreateFaqInput,
        submitLabel: 'Add Faq',
        successMessage: 'Faq added successfully!',
        errorMessage: 'Failed to add faq.',
        fields: (editor) => <FaqFields editor={editor} />,
      }}
    />
  );
}
