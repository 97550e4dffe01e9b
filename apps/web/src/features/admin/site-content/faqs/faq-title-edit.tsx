import { UpdateFaqTitleInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { faqTitleApi } from '../api/resources';
import { SplitTitleFields, TitleEditorPage } from '../components/title-editor';

export function EditFaqTitlePage() {
  return (
    <TitleEditorPage
      resource={faqTitleApi}
      schema={UpdateFaqTitleInput}
      section="Faqs"
      title="Update Faqs Title"
      list={{ to: paths.admin.faqs, label: 'FAQs' }}
      fields={(editor) => <SplitTitleFields editor={editor} />}
    />
  );
}
