import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { Accordion } from '../components/accordion';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { Section, SectionHeading } from '../components/section';
import { StarRating } from '../components/star-rating';
import { WhyChooseSection } from '../components/why-choose-section';

const expertTeam = [
  {
    id: 'research',
    title: 'Data research specialists',
    content:
      'Our researchers build every list from company websites, public business registers and ' +
      'professional directories, and check job changes by hand, so each contact has a current ' +
      'name, role and company.',
  },
  {
    id: 'verification',
    title: 'Verification engineers',
    content:
      'Automated checks test each address for syntax, domain and mailbox before it is ' +
      'delivered, and repeat those checks every month to keep bounce rates low.',
  },
  {
    id: 'success',
    title: 'Customer success managers',
    content:
      'A named person helps you choose the right package, plan your first campaign and ' +
      'replace any bounced records covered by our replacement promise.',
  },
  {
    id: 'compliance',
    title: 'Privacy and compliance advisers',
    content:
      'We follow GDPR and CAN-SPAM guidance, honour every opt-out request and can tell you ' +
      'where each record came from.',
  },
];

const fixedTestimonials = [
  {
    name: 'Olivia Bennett',
    title: 'Head of Growth, Lumen Analytics',
    initials: 'OB',
    colour: 'bg-indigo-100 text-indigo-700',
    quote:
      'The research team understood our niche after one call. Our first campaign from their ' +
      'list booked 27 meetings in three weeks.',
  },
  {
    name: 'Marco Rossi',
    title: 'Sales Director, Veloce Logistics',
    initials: 'MR',
    colour: 'bg-sky-100 text-sky-700',
    quote:
      'Fewer than 2% of the addresses bounced. That alone made LeadVault cheaper than the ' +
      'vendor we used before.',
  },
  {
    name: 'Aisha Rahman',
    title: 'Founder, Brightpath Consulting',
    initials: 'AR',
    colour: 'bg-emerald-100 text-emerald-700',
    quote:
      'Whenever I had a question, a real person answered the same day. It feels like having a ' +
      'data team of our own.',
  },
];

/** /why-choose: the why-choose record, the expert team accordion and three testimonials. */
export function WhyChoosePage() {
  return (
    <>
      <PageHero
        documentTitle="Why Choose Us"
        crumb="Why Choose Us"
        eyebrow="Why LeadVault"
        title="Why Choose Us"
        description="The people behind the data, how we check it, and what our customers say about working with us."
      />
      <WhyChooseSection tone="white" />

      <Section tone="muted" labelledBy="expert-team-heading">
        <div className="grid gap-12 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-2">
            <SectionHeading
              id="expert-team-heading"
              align="left"
              eyebrow="Our people"
              title="Meet Our Expert Team"
              description="Behind every LeadVault database is a team of specialists who research, verify and support the data you buy."
            />
            <ButtonLink
              to={paths.about}
              variant="secondary"
              className="mt-8"
              icon={<ArrowRightIcon className="order-last size-4" />}
            >
              About us
            </ButtonLink>
          </div>
          <Accordion
            className="lg:col-span-3"
            defaultOpenId={expertTeam[0]?.id}
            items={expertTeam.map((item) => ({
              id: item.id,
              title: item.title,
              content: <p>{item.content}</p>,
            }))}
          />
        </div>
      </Section>

      <Section labelledBy="why-testimonials-heading">
        <SectionHeading
          id="why-testimonials-heading"
          eyebrow="Testimonials"
          title="Trusted by sales teams"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {fixedTestimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
                <StarRating value={5} />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                  <span
                    aria-hidden="true"
                    className={`flex size-12 shrink-0 items-center justify-center rounded-full text-sm font-bold ${item.colour}`}
                  >
                    {item.initials}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-500">{item.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
