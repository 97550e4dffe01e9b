import type { ReactNode } from 'react';
import {
  EmptyState,
  HeadingSkeleton,
  ListStates,
  Loading,
  Skeleton,
} from '@/components/query-state';
import { useTeamTitle } from '../api/get-team-title';
import { useTeams } from '../api/get-teams';
import { SafeImage } from './safe-image';
import { Section, SectionHeading } from './section';

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-500 transition-colors hover:bg-indigo-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4"
      >
        {children}
      </svg>
      <span className="sr-only">{`${label} (opens in a new tab)`}</span>
    </a>
  );
}

/** The team under the team title record: photo, name, role and social links. */
export function TeamSection() {
  const title = useTeamTitle();
  const team = useTeams();

  return (
    <Section labelledBy="team-heading">
      {title.isPending ? (
        <HeadingSkeleton label="Loading team..." description={false} />
      ) : (
        <SectionHeading
          id="team-heading"
          eyebrow={title.data?.titleTopText || 'Our team'}
          title={
            <>
              {title.data?.TitleOne ?? 'Meet the people'}{' '}
              <span className="text-indigo-600">{title.data?.titleTwo}</span>
            </>
          }
        />
      )}
      <div className="mt-12 lg:mt-16">
        <ListStates
          query={team}
          what="our team"
          loading={
            <Loading label="Loading team..." className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} className="aspect-[4/5] w-full rounded-xl" />
              ))}
            </Loading>
          }
          empty={<EmptyState title="Our team will be introduced here soon." />}
        >
          {(rows) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {rows.map((member) => (
                <li
                  key={member._id}
                  className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <SafeImage
                    src={member.personImg}
                    alt={member.personName}
                    width={400}
                    height={400}
                    fallback="person"
                    className="aspect-square h-auto w-full object-cover"
                  />
                  <div className="flex items-start justify-between gap-3 p-5">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">{member.personName}</h3>
                      <p className="mt-0.5 text-sm text-slate-500">{member.personTitle}</p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      {member.facebook ? (
                        <SocialLink
                          href={member.facebook}
                          label={`${member.personName} on Facebook`}
                        >
                          <path d="M14 8.5V7c0-.8.5-1 1-1h2V2.5h-2.8C11.2 2.5 10 4.6 10 7v1.5H7.5V12H10v9.5h4V12h2.8l.5-3.5H14Z" />
                        </SocialLink>
                      ) : null}
                      {member.twitter ? (
                        <SocialLink href={member.twitter} label={`${member.personName} on X`}>
                          <path d="M4 3.5h4.6l11.4 17H15.4L4 3.5Zm15.6 0L13.4 10.6M4.4 20.5l6.2-7.1" />
                        </SocialLink>
                      ) : null}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </Section>
  );
}
