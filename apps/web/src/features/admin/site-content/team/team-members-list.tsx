import { CreateTeamMemberInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { teamApi, teamTitleApi } from '../api/resources';
import { photoColumn, textColumn } from '../components/list-columns';
import { ListEditorPage } from '../components/list-editor';
import { TeamMemberFields } from './team-member-form';

const a = paths.admin;

/**
 * /admin/team/: the team list and its add form. The spec returned to the home page hub after
 * adding; staff now stay on the list and see the new row (issue 11 item 8).
 */
export function TeamPage() {
  return (
    <ListEditorPage
      title="Team"
      description="The people shown in the team section."
      titleLink={{ resource: teamTitleApi, path: a.editTeamTitle, label: 'Edit Team Title' }}
      resource={teamApi}
      name="Team Member"
      nameOf={(row) => row.personName ?? ''}
      listTitle="Team List"
      columns={[
        photoColumn('Photo', 'personImg'),
        textColumn('Name', 'personName'),
        textColumn('Title', 'personTitle'),
      ]}
      editPath={a.teamEdit}
      none="team members"
      addSchema={CreateTeamMemberInput}
      addFields={(editor) => <TeamMemberFields editor={editor} />}
    />
  );
}
