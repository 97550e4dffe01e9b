import { CreateTestimonialInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { testimonialsApi, testimonialsTitleApi } from '../api/resources';
import { photoColumn, textColumn } from '../components/list-columns';
import { ListEditorPage } from '../components/list-editor';
import { TestimonialFields } from './testimonial-form';

const a = paths.admin;

/**
 * /admin/testimonials: 10 per page, with the add form and the title link. After adding, staff
 * stay on the list with the new row marked (issue 11 item 8), not sent to the home page hub.
 */
export function TestimonialsPage() {
  return (
    <ListEditorPage
      title="Testimonials"
      description="Customer reviews in the home page carousel."
      titleLink={{
        resource: testimonialsTitleApi,
        path: a.editTestimonialTitle,
        label: 'Edit Testimonial Title',
      }}
      resource={testimonialsApi}
      name="Testimonial"
      nameOf={(row) => row.personName ?? ''}
      listTitle="Testimonials List"
      columns={[
        photoColumn('Photo', 'personImg'),
        {
          header: 'Person',
          cell: (row) => (
            <span className="text-left">
              <span className="block font-medium text-slate-900">{row.personName}</span>
              <span className="block text-xs text-slate-500">{row.personTitle}</span>
            </span>
          ),
        },
        textColumn('Description', 'desc'),
      ]}
      editPath={a.testimonialEdit}
      none="testimonials"
      pageSize={10}
      addSchema={CreateTestimonialInput}
      addFields={(editor) => <TestimonialFields editor={editor} />}
    />
  );
}
