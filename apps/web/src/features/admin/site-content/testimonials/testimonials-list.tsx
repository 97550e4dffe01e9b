import { CreateTestimonialInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { testimonialsApi, testimonialsTitleApi } from '../api/resources';
import { clamp, ListEditorPage, Thumb, TitleLink } from '../components/list-editor';
import { TestimonialFields } from './testimonial-form';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

/**
 * /admin/testimonials: 10 per page, with the add form and the title link. After adding, staff
 * stay on the list with the new row marked (issue 11 item 8), not sent to the home page hub.
 */
export function TestimonialsPage() {
  return (
    <ListEditorPage
      title="Testimonials"
      description="Customer reviews in the home page carousel."
      back={homepage}
      actions={
        <TitleLink resource={testimonialsTitleApi} to={a.editTestimonialTitle}>
          Edit Testimonial Title
        </TitleLink>
      }
      resource={testimonialsApi}
      noun="Testimonial"
      nameOf={(row) => row.personName ?? ''}
      listTitle="Testimonials List"
      columns={[
        { header: 'Photo', cell: (row) => <Thumb src={row.personImg} round />, className: 'w-20' },
        {
          header: 'Person',
          cell: (row) => (
            <span className="text-left">
              <span className="block font-medium text-slate-900">{row.personName}</span>
              <span className="block text-xs text-slate-500">{row.personTitle}</span>
            </span>
          ),
        },
        { header: 'Description', cell: (row) => clamp(row.desc) },
      ]}
      editPath={a.testimonialEdit}
      empty="No testimonials yet. Add the first one with the form."
      pageSize={10}
      add={{
        title: 'Add Testimonial',
        schema: CreateTestimonialInput,
        submitLabel: 'Add Testimonial',
        successMessage: 'Testimonial added successfully!',
        errorMessage: 'Failed to add testimonial.',
        fields: (editor) => <TestimonialFields editor={editor} />,
      }}
    />
  );
}
