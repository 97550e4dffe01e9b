import { UpdateSpecialityInput } from '@leadvault/contract';
import { FieldGroup, ImageField, TextareaField, TextField } from '@/components/kit';
import { specialityApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const BOXES = [
  ['One', 'TitleBoxOne', 'ParaBoxOne', 'ImageBoxOne'],
  ['Two', 'TitleBoxTwo', 'ParaBoxTwo', 'ImageBoxTwo'],
  ['Three', 'TitleBoxThree', 'ParaBoxThree', 'ImageBoxThree'],
  ['Four', 'TitleBoxFour', 'ParaBoxFour', 'ImageBoxFour'],
] as const;

export function EditSpecialityPage() {
  return (
    <RecordEditorPage
      resource={specialityApi}
      schema={UpdateSpecialityInput}
      description="The speciality section: a heading, a text and four boxes."
      name="Speciality"
      fields={(editor) => (
        <>
          <TextField editor={editor} name="headingTitle" label="Heading Title" />
          <TextareaField editor={editor} name="subText" label="Sub Text" rows={3} />
          {BOXES.map(([number, title, text, image]) => (
            <FieldGroup key={number} legend={`Box ${number}`}>
              <TextField editor={editor} name={title} label={`Box ${number} Title`} />
              <TextareaField editor={editor} name={text} label={`Box ${number} Text`} rows={2} />
              <ImageField editor={editor} name={image} label={`Box ${number} Image`} shape="icon" />
            </FieldGroup>
          ))}
        </>
      )}
    />
  );
}
