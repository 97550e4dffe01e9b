import { UpdateTeamMemberInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { teamApi } from '../api/resources';
import { homepageHub } from '../components/back-links';
import { RecordEditorPage } from '../components/record-editor';
import { TeamMemberFields } from './team-member-form';

export function EditTeamMemberPage() {
  return (
    <RecordEditorPage
      resource={teamApi}
      schema={UpdateTeamMemberInput}
      name="Team Member"
      back={{ to: paths.admin.team, label: 'Team' }}
      redirectTo={homepageHub.to}
      fields={(editor) => <TeamMemberFields editor={editor} />}
    />
  );
}
