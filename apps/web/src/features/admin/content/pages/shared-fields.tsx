import {
  type ContentEditor,
  FieldGroup,
  type FieldName,
  FieldRow,
  type ObjectSchema,
  TextArea,
  TextInput,
} from '../components/content-form';
import { ImageField } from '../components/image-field';

// The fields of list records, shared by each list's add form and its edit page (the create
// and update inputs differ only in what they require).

/** A field name the add and the edit schema both have (checked by the schemas' own tests). */
const named = <S extends ObjectSchema>(name: string) => name as FieldName<S>;

export const ABOUT_SERVICE_IMAGE_HINT = 'Recommended image size: 1322px by 764px.';

export function FeatureFields<S extends ObjectSchema>({
  editor,
  imageLabel,
}: {
  editor: ContentEditor<S>;
  imageLabel: string;
}) {
  return (
    <>
      <TextInput editor={editor} name={named<S>('featureTitle')} label="Feature Title" />
      <TextArea
        editor={editor}
        name={named<S>('featureDesc')}
        label="Feature Short Description"
        rows={3}
      />
      <ImageField editor={editor} name={named<S>('featureImg')} label={imageLabel} shape="icon" />
    </>
  );
}

export function AboutServiceFields<S extends ObjectSchema>({
  editor,
}: {
  editor: ContentEditor<S>;
}) {
  return (
    <>
      <FieldRow>
        <TextInput editor={editor} name={named<S>('titleTop')} label="Title Top" />
        <TextInput editor={editor} name={named<S>('title')} label="Title" />
      </FieldRow>
      <TextArea editor={editor} name={named<S>('description')} label="Description" rows={3} />
      <ImageField
        editor={editor}
        name={named<S>('imgLeft')}
        label="Left Image"
        hint={ABOUT_SERVICE_IMAGE_HINT}
      />
      <ImageField
        editor={editor}
        name={named<S>('imgRight')}
        label="Right Image"
        hint={ABOUT_SERVICE_IMAGE_HINT}
      />
      <FieldGroup legend="Points">
        <TextInput editor={editor} name={named<S>('pointOne')} label="Point One" />
        <TextInput editor={editor} name={named<S>('pointTwo')} label="Point Two" />
        <TextInput editor={editor} name={named<S>('pointThree')} label="Point Three" />
      </FieldGroup>
      <FieldRow>
        <TextInput editor={editor} name={named<S>('btnText')} label="Button Text" />
        {/* The spec's add form calls it btnLink; the record field is btnUrl. */}
        <TextInput editor={editor} name={named<S>('btnUrl')} label="Button Link" />
      </FieldRow>
    </>
  );
}

export function TeamMemberFields<S extends ObjectSchema>({ editor }: { editor: ContentEditor<S> }) {
  return (
    <>
      <FieldRow>
        <TextInput editor={editor} name={named<S>('personName')} label="Person Name" />
        <TextInput editor={editor} name={named<S>('personTitle')} label="Person Title" />
      </FieldRow>
      <ImageField
        editor={editor}
        name={named<S>('personImg')}
        label="Person Image"
        shape="avatar"
      />
      <FieldRow>
        <TextInput
          editor={editor}
          name={named<S>('facebook')}
          label="Facebook"
          inputMode="url"
          placeholder="https://facebook.com/…"
        />
        <TextInput
          editor={editor}
          name={named<S>('twitter')}
          label="Twitter"
          inputMode="url"
          placeholder="https://x.com/…"
        />
      </FieldRow>
    </>
  );
}

export function TestimonialFields<S extends ObjectSchema>({
  editor,
}: {
  editor: ContentEditor<S>;
}) {
  return (
    <>
      <FieldRow>
        <TextInput editor={editor} name={named<S>('personName')} label="Person Name" />
        <TextInput editor={editor} name={named<S>('personTitle')} label="Person Title" />
      </FieldRow>
      <ImageField
        editor={editor}
        name={named<S>('personImg')}
        label="Person Image"
        shape="avatar"
      />
      <TextArea editor={editor} name={named<S>('desc')} label="Description" rows={4} />
    </>
  );
}

export function FaqFields<S extends ObjectSchema>({ editor }: { editor: ContentEditor<S> }) {
  return (
    <>
      <TextInput editor={editor} name={named<S>('question')} label="Question" />
      <TextArea editor={editor} name={named<S>('answer')} label="Answer" rows={4} />
    </>
  );
}
