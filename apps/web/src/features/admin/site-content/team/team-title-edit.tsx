import { UpdateTeamTitleInput } from '@leadvault/contract';
import { paths } from '@/config/paths';
import { teamTitleApi } from '../api/resources';
import { SplitTitleFields, TitleEditorPage } from '../components/title-editor';

export function EditTeamTitlePage() {
  return (
    <TitleEditorPage
      resource={teamTitleApi}
      schema={UpdateTeamTitleInput}
      section="Team"
      list={{ to: paths.admin.team, label: 'Team' }}
      fields={(editor) => <SplitTitleFields editor={editor} first="TitleOne" />}
    />
  );
}
