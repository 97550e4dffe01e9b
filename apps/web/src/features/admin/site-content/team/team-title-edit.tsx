import { UpdateTeamTitleInput } from '@leadvault/contract';
import { FieldRow, TextField } from '@/components/kit';
import { paths } from '@/config/paths';
import { teamTitleApi } from '../api/resources';
import { RecordEditorPage } from '../components/record-editor';

const a = paths.admin;

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
          <TextField editor={editor} name="titleTopText" label="Title Top Text" />
          <FieldRow>
            <TextField editor={editor} name="TitleOne" label="Title (1st part)" />
            <TextField editor={editor} name="titleTwo" label="Title (2nd part)" />
          </FieldRow>
        </>
      )}
    />
  );
}
