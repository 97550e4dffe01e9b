import { CreateTeamMemberInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { teamApi, teamTitleApi } from '../api/resources';
import { clamp, ListEditorPage, Thumb, TitleLink } from '../components/list-editor';
import { TeamMemberFields } from './team-member-form';

const a = paths.admin;

const homepage = { to: a.settingHomepage, label: 'Home Page Setting' };

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
