import { PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { useEmailTemplate } from './api/get-email-template';
import { EmailTemplateForm } from './email-template-form';

/** The order e-mail's template editor (Admins and Managers). */
export function EmailTemplatePage() {
  const state = useEmailTemplate();
  return (
    <PageFrame
      title="Email Template"
      description="The e-mail a customer receives once their payment is received. The saved template is used from the next order on."
    >
      <QueryState query={state} label="Loading the template...">
        {(data) => <EmailTemplateForm key={data.current?._id ?? 'default'} state={data} />}
      </QueryState>
    </PageFrame>
  );
}
