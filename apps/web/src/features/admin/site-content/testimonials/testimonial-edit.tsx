import { UpdateTestimonialInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { testimonialsApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { TestimonialFields } from './testimonial-form';

const a = paths.admin;

export function EditTestimonialPage() {
  return (
    <RecordEditorPage
      resource={testimonialsApi}
      schema={UpdateTestimonialInput}
      title="Edit Testimonial"
      back={{ to: a.testimonials, label: 'Testimonials' }}
      submitLabel="Update Testimonial"
      noun="Testimonial"
      redirectTo={a.testimonials}
      fields={(editor) => <TestimonialFields editor={editor} />}
    />
  );
}
