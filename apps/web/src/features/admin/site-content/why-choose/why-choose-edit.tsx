import { UpdateWhyChooseInput } from '@leadvault/contract';
import { FieldGroup, FieldRow, ImageField, TextareaField, TextField } from '@/components/kit';
import { whyChooseApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const WHY_BOXES = [
  ['One', 'TitleBoxOne', 'imgBoxOne'],
  ['Two', 'TitleBoxTwo', 'imgBoxTwo'],
  ['Three', 'TitleBoxThree', 'imgBoxThree'],
] as const;

export function EditWhyChoosePage() {
  return (
    <RecordEditorPage
      resource={whyChooseApi}
      schema={UpdateWhyChooseInput}
      name="Why Choose"
      noun="Why choose section"
      fields={(editor) => (
        <>
          <FieldRow>
            <TextField editor={editor} name="titleTop" label="Title Top" />
            <TextField editor={editor} name="title" label="Title" />
          </FieldRow>
          <TextareaField editor={editor} name="desc" label="Description" />
          {WHY_BOXES.map(([number, title, image]) => (
            <FieldGroup key={number} legend={`Box ${number}`}>
              <TextField editor={editor} name={title} label={`Box ${number} Title`} />
              <ImageField editor={editor} name={image} label={`Box ${number} Image`} shape="icon" />
            </FieldGroup>
          ))}
        </>
      )}
    />
  );
}
