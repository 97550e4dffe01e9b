import {
  UpdateAboutInput,
  UpdateAboutServiceInput,
  UpdateBannerInput,
  UpdateContactInfoInput,
  UpdateFaqInput,
  UpdateFaqTitleInput,
  UpdateFeatureInput,
  UpdateFeaturePageTwoInput,
  UpdateFeaturesTitleInput,
  UpdateFooterLinksInput,
  UpdateFooterSocialInput,
  UpdateRoadInput,
  UpdateSpecialityInput,
  UpdateTeamMemberInput,
  UpdateTeamTitleInput,
  UpdateTestimonialInput,
  UpdateTestimonialsTitleInput,
  UpdateWhyChooseInput,
} from '@leadvault/contract';
import { paths } from '@/config/paths';
import {
  aboutApi,
  aboutServicesApi,
  bannerApi,
  contactInfoApi,
  faqsApi,
  faqTitleApi,
  featurePageTwoApi,
  featuresApi,
  featuresTitleApi,
  footerLinksApi,
  footerSocialApi,
  roadApi,
  specialityApi,
  teamApi,
  teamTitleApi,
  testimonialsApi,
  testimonialsTitleApi,
  whyChooseApi,
} from '../api/resources';
import { FieldGroup, FieldRow, TextArea, TextInput } from '../components/content-form';
import { ImageField } from '../components/image-field';
import { RecordEditorPage } from '../components/record-editor';
import {
  ABOUT_SERVICE_IMAGE_HINT,
  AboutServiceFields,
  FaqFields,
  FeatureFields,
  TeamMemberFields,
  TestimonialFields,
} from './shared-fields';

// Every single-record editor of the back office, as the spec names its fields, buttons and
// the page each save returns to.

const a = paths.admin;
const settings = { to: a.setting, label: 'Settings' };
const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };
const footer = { to: a.settingFooter, label: 'Footer Setting' };

export function EditBannerPage() {
  return (
    <RecordEditorPage
      resource={bannerApi}
      schema={UpdateBannerInput}
      title="Edit Banner"
      description="The hero at the top of the home page. Every field is required."
      back={homepage}
      submitLabel="Update Banner"
      noun="Banner"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="bannerHeadingText1" label="Banner Heading" />
          <TextArea editor={editor} name="bannerText" label="Banner Text" rows={3} />
          <FieldRow>
            <TextInput editor={editor} name="btnText" label="Button Text" />
            <TextInput editor={editor} name="btnLink" label="Button Link" placeholder="/pricing" />
          </FieldRow>
          <TextInput
            editor={editor}
            name="youtubeLink"
            label="YouTube Link"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        </>
      )}
    />
  );
}

export function EditFeatureTitlePage() {
  return (
    <RecordEditorPage
      resource={featuresTitleApi}
      schema={UpdateFeaturesTitleInput}
      title="Edit Feature Title"
      description="The heading above the features block."
      back={{ to: a.featurePage, label: 'Feature Options' }}
      submitLabel="Update Title"
      noun="Feature title"
      redirectTo={a.featurePage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="titleTop" label="Title Top" />
          <TextInput editor={editor} name="title" label="Title" />
          <TextArea editor={editor} name="description" label="Description" rows={3} />
        </>
      )}
    />
  );
}

export function EditFeaturePage() {
  return (
    <RecordEditorPage
      resource={featuresApi}
      schema={UpdateFeatureInput}
      title="Edit Feature"
      description="Title and description are required; choose a new image only to replace it."
      back={{ to: a.featurePage, label: 'Feature Options' }}
      submitLabel="Update Feature"
      noun="Feature"
      redirectTo={a.setting}
      fields={(editor) => <FeatureFields editor={editor} imageLabel="Feature Image" />}
    />
  );
}

export function EditFeaturePageTwoPage() {
  return (
    <RecordEditorPage
      resource={featurePageTwoApi}
      schema={UpdateFeaturePageTwoInput}
      title="Feature Two Options"
      description="The second feature section of the home page."
      back={homepage}
      submitLabel="Update Feature Two"
      noun="Feature two section"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <FieldRow>
            <TextInput editor={editor} name="titleTop" label="Title Top" />
            <TextInput editor={editor} name="title" label="Title" />
          </FieldRow>
          <TextArea editor={editor} name="desc" label="Description" />
          <ImageField editor={editor} name="image" label="Image" />
          <FieldGroup legend="Points">
            <TextInput editor={editor} name="pointOne" label="Point One" />
            <TextInput editor={editor} name="pointTwo" label="Point Two" />
            <TextInput editor={editor} name="pointThree" label="Point Three" />
          </FieldGroup>
          <FieldRow>
            <TextInput editor={editor} name="btnText" label="Button Text" />
            <TextInput editor={editor} name="btnLink" label="Button Link" />
          </FieldRow>
          <FieldRow>
            {/* Text, not a number box: the count is shown as written ("1,200+"). */}
            <TextInput editor={editor} name="reviewCount" label="Review Count" />
            <TextInput editor={editor} name="reviewTitle" label="Review Title" />
          </FieldRow>
        </>
      )}
    />
  );
}

export function EditAboutPage() {
  return (
    <RecordEditorPage
      resource={aboutApi}
      schema={UpdateAboutInput}
      title="Edit About Section"
      back={homepage}
      submitLabel="Update About"
      noun="About section"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="title" label="Title" />
          <TextArea editor={editor} name="subText" label="Sub Text" />
          <ImageField editor={editor} name="img" label="Image" />
          <FieldRow>
            <TextInput editor={editor} name="btnText" label="Button Text" />
            <TextInput editor={editor} name="btnUrl" label="Button URL" />
          </FieldRow>
        </>
      )}
    />
  );
}

export function EditAboutServicePage() {
  return (
    <RecordEditorPage
      resource={aboutServicesApi}
      schema={UpdateAboutServiceInput}
      title="Edit About Service"
      description={ABOUT_SERVICE_IMAGE_HINT}
      back={{ to: a.aboutServiceList, label: 'About Services' }}
      submitLabel="Update About Service"
      noun="About service"
      redirectTo={a.aboutServiceList}
      fields={(editor) => <AboutServiceFields editor={editor} />}
    />
  );
}

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
      title="Edit Speciality"
      description="The speciality section: a heading, a text and four boxes."
      back={homepage}
      submitLabel="Update Speciality"
      noun="Speciality"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="headingTitle" label="Heading Title" />
          <TextArea editor={editor} name="subText" label="Sub Text" rows={3} />
          {BOXES.map(([number, title, text, image]) => (
            <FieldGroup key={number} legend={`Box ${number}`}>
              <TextInput editor={editor} name={title} label={`Box ${number} Title`} />
              <TextArea editor={editor} name={text} label={`Box ${number} Text`} rows={2} />
              <ImageField editor={editor} name={image} label={`Box ${number} Image`} shape="icon" />
            </FieldGroup>
          ))}
        </>
      )}
    />
  );
}

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
      title="Edit Why Choose"
      back={homepage}
      submitLabel="Update Why Choose"
      noun="Why choose section"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <FieldRow>
            <TextInput editor={editor} name="titleTop" label="Title Top" />
            <TextInput editor={editor} name="title" label="Title" />
          </FieldRow>
          <TextArea editor={editor} name="desc" label="Description" />
          {WHY_BOXES.map(([number, title, image]) => (
            <FieldGroup key={number} legend={`Box ${number}`}>
              <TextInput editor={editor} name={title} label={`Box ${number} Title`} />
              <ImageField editor={editor} name={image} label={`Box ${number} Image`} shape="icon" />
            </FieldGroup>
          ))}
        </>
      )}
    />
  );
}

export function EditCtaPage() {
  return (
    <RecordEditorPage
      resource={roadApi}
      schema={UpdateRoadInput}
      title="Edit Call to Action"
      description="The call to action and the roadmap below it. Every field is required."
      back={homepage}
      submitLabel="Update Cta"
      noun="Call to action"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <FieldGroup legend="Call to action">
            <TextInput editor={editor} name="title" label="Title" />
            <FieldRow>
              <TextInput editor={editor} name="pointOne" label="Point One" />
              <TextInput editor={editor} name="pointTwo" label="Point Two" />
            </FieldRow>
            <FieldRow>
              <TextInput editor={editor} name="btnText" label="Button Text" />
              <TextInput editor={editor} name="btnUrl" label="Button URL" />
            </FieldRow>
            <ImageField editor={editor} name="bgimage" label="Background Image" />
          </FieldGroup>
          <FieldGroup legend="Roadmap">
            <FieldRow>
              <TextInput editor={editor} name="titleTop" label="Title Top" />
              <TextInput editor={editor} name="titleTwo" label="Title Two" />
            </FieldRow>
            <TextArea editor={editor} name="desc" label="Description" rows={3} />
            <ImageField editor={editor} name="image" label="Image" />
            <TextInput editor={editor} name="pointTitle" label="Point Title" />
            <FieldRow>
              <TextInput editor={editor} name="sectionPointOne" label="Section Point One" />
              <TextInput editor={editor} name="sectionPointTwo" label="Section Point Two" />
            </FieldRow>
            <FieldRow>
              <TextInput editor={editor} name="sectionPointThree" label="Section Point Three" />
              <TextInput editor={editor} name="sectionPointFour" label="Section Point Four" />
            </FieldRow>
          </FieldGroup>
          <FieldGroup legend="Contact e-mail">
            <TextInput editor={editor} name="emailDescText" label="Email Text" />
            <TextInput editor={editor} name="email" label="Email" type="email" />
          </FieldGroup>
        </>
      )}
    />
  );
}

export function EditTeamMemberPage() {
  return (
    <RecordEditorPage
      resource={teamApi}
      schema={UpdateTeamMemberInput}
      title="Edit Team Member"
      back={{ to: a.team, label: 'Team' }}
      submitLabel="Update Team Member"
      noun="Team member"
      redirectTo={a.settingHomepage}
      fields={(editor) => <TeamMemberFields editor={editor} />}
    />
  );
}

export function EditTeamTitlePage() {
  return (
    <RecordEditorPage
      resource={teamTitleApi}
      schema={UpdateTeamTitleInput}
      title="Edit Team Title"
      back={{ to: a.team, label: 'Team' }}
      submitLabel="Update Title"
      noun="Team title"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="titleTopText" label="Title Top Text" />
          <FieldRow>
            <TextInput editor={editor} name="TitleOne" label="Title (1st part)" />
            <TextInput editor={editor} name="titleTwo" label="Title (2nd part)" />
          </FieldRow>
        </>
      )}
    />
  );
}

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
          <TextInput editor={editor} name="titleTop" label="Title Top" />
          <TextInput editor={editor} name="titleOne" label="Title" />
        </>
      )}
    />
  );
}

export function EditFaqPage() {
  return (
    <RecordEditorPage
      resource={faqsApi}
      schema={UpdateFaqInput}
      title="Edit FAQ"
      back={{ to: a.faqs, label: 'FAQs' }}
      submitLabel="Update Faq"
      noun="Faq"
      redirectTo={a.settingHomepage}
      fields={(editor) => <FaqFields editor={editor} />}
    />
  );
}

export function EditFaqTitlePage() {
  return (
    <RecordEditorPage
      resource={faqTitleApi}
      schema={UpdateFaqTitleInput}
      title="Update Faqs Title"
      back={{ to: a.faqs, label: 'FAQs' }}
      submitLabel="Update Title"
      noun="Faqs title"
      redirectTo={a.settingHomepage}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="titleTopText" label="Title Top Text" />
          <FieldRow>
            <TextInput editor={editor} name="titleOne" label="Title (1st part)" />
            <TextInput editor={editor} name="titleTwo" label="Title (2nd part)" />
          </FieldRow>
        </>
      )}
    />
  );
}

export function EditFooterPage() {
  return (
    <RecordEditorPage
      resource={footerLinksApi}
      schema={UpdateFooterLinksInput}
      title="Update About & CopyRight"
      back={footer}
      submitLabel="Update About & CopyRight"
      noun="Footer"
      redirectTo={a.setting}
      fields={(editor) => (
        <>
          <TextArea editor={editor} name="FooterAbout" label="Footer About" rows={4} />
          <TextInput editor={editor} name="CopyRight" label="CopyRight" />
        </>
      )}
    />
  );
}

export function EditSocialPage() {
  return (
    <RecordEditorPage
      resource={footerSocialApi}
      schema={UpdateFooterSocialInput}
      title="Update Social Account"
      back={footer}
      submitLabel="Update Social Account"
      noun="Social account"
      redirectTo={a.setting}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="facebook" label="Facebook" inputMode="url" />
          <TextInput editor={editor} name="twitter" label="Twitter" inputMode="url" />
          <TextInput editor={editor} name="instragram" label="Instagram" inputMode="url" />
          <TextInput editor={editor} name="youtube" label="YouTube" inputMode="url" />
          <TextInput editor={editor} name="email" label="Email" type="email" />
        </>
      )}
    />
  );
}

export function EditContactPage() {
  return (
    <RecordEditorPage
      resource={contactInfoApi}
      schema={UpdateContactInfoInput}
      title="Edit Contact Information"
      description="The heading and the three cards of the contact page."
      back={settings}
      submitLabel="Update Contact"
      noun="Contact information"
      redirectTo={a.setting}
      fields={(editor) => (
        <>
          <TextInput editor={editor} name="titleOne" label="Contact Title" />
          <TextArea editor={editor} name="titleDescription" label="Title Description" rows={3} />
          <TextInput editor={editor} name="address" label="Address" />
          <FieldRow>
            <TextInput editor={editor} name="phone" label="Phone Number" type="tel" />
            <TextInput editor={editor} name="email" label="Email" type="email" />
          </FieldRow>
        </>
      )}
    />
  );
}
