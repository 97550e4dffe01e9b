import { UpdateTestimonialInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { testimonialsApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { TestimonialFields } from './testimonial-form';

export function EditTestimonialPage() {
  return (
    <RecordEditorPage
      resource={testimonialsApi}
      schema={UpdateTestimonialInput}
      name="Testimonial"
      back={{ to: paths.admin.testimonials, label: 'Testimonials' }}
      fields={(editor) => <TestimonialFields editor={editor} />}
    />
  );
}
