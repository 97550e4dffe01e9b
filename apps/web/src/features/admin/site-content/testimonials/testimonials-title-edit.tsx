import { UpdateTestimonialsTitleInput } from '@leadvault/contract';
import { TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { testimonialsTitleApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

export function EditTestimonialTitlePage() {
  return (
    <RecordEditorPage
      resource={testimonialsTitleApi}
      schema={UpdateTestimonialsTitleInput}
      title="Edit Testimonial Title"
      back={{ to: a.testimonials, label: 'Testimonials' }}
      submitLabel="Update Title"
      noun="Testimonial title"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextField editor={editor} name="titleTop" label="Title Top" />
          <TextField editor={editor} name="titleOne" label="Title" />
        </>
      )}
    />
  );
}
