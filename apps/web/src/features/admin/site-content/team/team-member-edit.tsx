import { UpdateTeamMemberInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { teamApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';
import { TeamMemberFields } from './team-member-form';

const a = paths.admin;

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
