import {
  CreateAboutServiceInput,
  CreateFaqInput,
  CreateFeatureInput,
  CreateTeamMemberInput,
  CreateTestimonialInput,
} from '@leadvault/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ContentResource } from '../api/content-resource';
import {
  aboutServicesApi,
  faqsApi,
  faqTitleApi,
  featuresApi,
  featuresTitleApi,
  teamApi,
  teamTitleApi,
  testimonialsApi,
  testimonialsTitleApi,
} from '../api/resources';
import { ListEditorPage, Thumb } from '../components/list-editor';
import {
  AboutServiceFields,
  FaqFields,
  FeatureFields,
  TeamMemberFields,
  TestimonialFields,
} from './shared-fields';

// The list screens: each list with Edit and Delete, beside the spec's add form.

const a = paths.admin;
const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

/** A link to the list's title record ('Edit Feature Title'), once its id is known. */
function TitleLink({
  resource,
  to,
  children,
}: {
  resource: ContentResource;
  to: (id: string) => string;
  children: ReactNode;
}) {
  const title = resource.useFirst();
  if (!title.data) return null;
  return (
    <Link
      to={to(title.data._id)}
      className="inline-flex h-9 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}

const clamp = (text: string | undefined) => (
  <span className="line-clamp-2 max-w-md text-left text-slate-800">{text}</span>
);

/** /admin/feature-page/: add a feature; the Features List; the Edit Feature Title link. */
export function FeaturePage() {
  return (
    <ListEditorPage
      title="Feature Options"
      description="The features block of the home page."
      back={homepage}
      actions={
        <TitleLink resource={featuresTitleApi} to={a.featureTitle}>
          Edit Feature Title
        </TitleLink>
      }
      resource={featuresApi}
      noun="Feature"
      nameOf={(row) => row.featureTitle ?? ''}
      listTitle="Features List"
      columns={[
        { header: 'Image', cell: (row) => <Thumb src={row.featureImg} />, className: 'w-24' },
        { header: 'Title', cell: (row) => clamp(row.featureTitle) },
      ]}
      editPath={a.editFeature}
      empty="No features yet. Add the first one with the form."
      add={{
        title: 'Add Feature',
        description: 'Title, short description and image are all required.',
        schema: CreateFeatureInput,
        submitLabel: 'Add Feature',
        successMessage: 'Feature added successfully!',
        errorMessage: 'Failed to add feature.',
        fields: (editor) => <FeatureFields editor={editor} imageLabel="Upload Feature Image" />,
      }}
    />
  );
}

/** /admin/about-service-list/: Add About Service (every field required) and the list. */
export function AboutServiceListPage() {
  return (
    <ListEditorPage
      title="About Services"
      description="The services listed in the about section."
      back={homepage}
      resource={aboutServicesApi}
      noun="About service"
      nameOf={(row) => row.title ?? ''}
      listTitle="About Services List"
      columns={[
        { header: 'Image', cell: (row) => <Thumb src={row.imgLeft} />, className: 'w-24' },
        { header: 'Title', cell: (row) => clamp(row.title) },
      ]}
      editPath={a.editAboutService}
      empty="No services yet. Add the first one with the form."
      add={{
        title: 'Add About Service',
        description: 'Every field is required.',
        schema: CreateAboutServiceInput,
        submitLabel: 'Add About Service',
        successMessage: 'About service added successfully!',
        errorMessage: 'Failed to add about service.',
        fields: (editor) => <AboutServiceFields editor={editor} />,
      }}
    />
  );
}

/**
 * /admin/team/: the team list and its add form. The spec returned to the home page hub after
 * adding; staff now stay on the list and see the new row (issue 11 item 8).
 */
export function TeamPage() {
  return (
    <ListEditorPage
      title="Team"
      description="The people shown in the team section."
      back={homepage}
      actions={
        <TitleLink resource={teamTitleApi} to={a.editTeamTitle}>
          Edit Team Title
        </TitleLink>
      }
      resource={teamApi}
      noun="Team member"
      nameOf={(row) => row.personName ?? ''}
      listTitle="Team List"
      columns={[
        { header: 'Photo', cell: (row) => <Thumb src={row.personImg} round />, className: 'w-20' },
        { header: 'Name', cell: (row) => clamp(row.personName) },
        { header: 'Title', cell: (row) => clamp(row.personTitle) },
      ]}
      editPath={a.teamEdit}
      empty="No team members yet. Add the first one with the form."
      add={{
        title: 'Add Team Member',
        schema: CreateTeamMemberInput,
        submitLabel: 'Add Team Member',
        successMessage: 'Team member added successfully!',
        errorMessage: 'Failed to add team member.',
        fields: (editor) => <TeamMemberFields editor={editor} />,
      }}
    />
  );
}

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

/** /admin/faqs: Add Faq, 'Update Faqs Title' and the Faqs List. */
export function FaqsPage() {
  return (
    <ListEditorPage
      title="FAQs"
      description="Questions and answers shown on the pricing page."
      back={homepage}
      actions={
        <TitleLink resource={faqTitleApi} to={a.faqsTitle}>
          Update Faqs Title
        </TitleLink>
      }
      resource={faqsApi}
      noun="FAQ"
      nameOf={(row) => row.question ?? ''}
      listTitle="Faqs List"
      columns={[{ header: 'Question', cell: (row) => clamp(row.question) }]}
      editPath={a.faqEdit}
      empty="No FAQs yet. Add the first one with the form."
      add={{
        title: 'Add Faq',
        schema: CreateFaqInput,
        submitLabel: 'Add Faq',
        successMessage: 'Faq added successfully!',
        errorMessage: 'Failed to add faq.',
        fields: (editor) => <FaqFields editor={editor} />,
      }}
    />
  );
}
