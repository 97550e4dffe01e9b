import { UpdateTestimonialsTitleInput } from '@leadvault/contract';
import { TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { testimonialsTitleApi } from '../api/resources';
import { TitleEditorPage } from '../components/title-editor';

export function EditTestimonialTitlePage() {
  return (
    <TitleEditorPage
      resource={testimonialsTitleApi}
      schema={UpdateTestimonialsTitleInput}
      section="Testimonial"
      list={{ to: paths.admin.testimonials, label: 'Testimonials' }}
      fields={(editor) => (
        <>
          <TextField editor={editor} name="titleTop" label="Title Top" />
          <TextField editor={editor} name="titleOne" label="Title" />
        </>
      )}
    />
  );
}
