import { PROFILE_PAGE_SIZE, type Profile } from '@leadvault/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Column, PagedTable, PageFrame } from '@/components/kit';
import { useListParams } from '@/components/kit/use-list-params';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useProfiles } from './api/get-profiles';

/** Manage Profiles: search by name and by e-mail on the server, 10 a page. */
export function ManageProfilesPage() {
  const { page, values, setPage, setTerms } = useListParams(['name', 'email']);
  const profiles = useProfiles({
    name: values.name || undefined,
    email: values.email || undefined,
    page,
    limit: PROFILE_PAGE_SIZE,
  });
  const offset = (page - 1) * PROFILE_PAGE_SIZE;

  const columns: Column<Profile>[] = [
    {
      header: 'SL No.',
      cell: (_profile, index) => offset + index + 1,
      className: 'w-16 tabular-nums text-slate-500',
    },
    {
      header: 'Name',
      cell: (profile) => profile.userName,
      className: 'font-medium text-slate-900',
    },
    { header: 'Email', cell: (profile) => profile.userEmail, className: 'max-w-72 truncate' },
    {
      header: 'Credits',
      cell: (profile) => profile.userPoint.toLocaleString('en-US'),
      className: 'tabular-nums',
    },
    {
      header: 'Actions',
      cell: (profile) => (
        <Link
          to={paths.admin.editUserProfile(profile._id)}
          className="font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Edit<span className="sr-only"> credits of {profile.userName}</span>
        </Link>
      ),
    },
  ];

  const searching = Boolean(values.name || values.email);

  return (
    <PageFrame title="Manage Profiles">
      <ProfileSearch
        name={values.name}
        email={values.email}
        onSearch={(terms) => setTerms(terms)}
      />
      <PagedTable
        query={profiles}
        loadingLabel="Loading profiles..."
        caption="Profiles"
        columns={columns}
        rowKey={(profile) => profile._id}
        empty={searching ? 'No profiles match this search.' : 'No profiles found.'}
        page={page}
        limit={PROFILE_PAGE_SIZE}
        onPageChange={setPage}
        pagesLabel="Profile pages"
      />
    </PageFrame>
  );
}

function ProfileSearch({
  name,
  email,
  onSearch,
}: {
  name: string;
  email: string;
  onSearch: (terms: { name: string; email: string }) => void;
}) {
  const [draft, setDraft] = useState({ name, email });
  useEffect(() => setDraft({ name, email }), [name, email]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ name: draft.name.trim(), email: draft.email.trim() });
  }

  return (
    <search>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          label="Search by name"
          type="search"
          maxLength={100}
          value={draft.name}
          onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
        />
        <TextField
          label="Search by email"
          type="search"
          maxLength={254}
          value={draft.email}
          onChange={(event) => setDraft((current) => ({ ...current, email: event.target.value }))}
        />
        <div className="flex gap-2">
          <Button type="submit" className="h-11">
            Search
          </Button>
          {name || email ? (
            <Button
              variant="secondary"
              className="h-11"
              onClick={() => onSearch({ name: '', email: '' })}
            >
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
