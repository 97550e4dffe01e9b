import type { CreatePackageInput, LeadFacets } from '@leadvault/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/kit/test-utils';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { jsonResponse, stubFetch, testQueryClient } from '@/lib/test-api';
import { PackageFields, usePackageForm } from './package-form';

const fetchMock = stubFetch();

const facets: LeadFacets = {
  seniority: {},
  department: {},
  industry: {},
  companySize: {},
  country: { DE: 12, FR: 9 },
  estimated: false,
};
const preview = {
  promise: ['20 contacts', 'Software', 'Checked within 30 days'],
  liveCount: 14,
  freshCount: 10,
  files: [{ name: 'Contacts', liveCount: 14 }],
  available: false,
};

function answer(url: string) {
  if (url.includes('/api/leads/facets')) return jsonResponse(200, facets);
  if (url.includes('/segment-preview')) return jsonResponse(200, preview);
  return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
}

function Editor({ save }: { save: (input: CreatePackageInput) => Promise<unknown> }) {
  const editor = usePackageForm({ save, successMessage: 'Saved.', errorMessage: 'Not saved.' });
  return (
    <Form form={editor.form} onSubmit={editor.submit}>
      <PackageFields editor={editor} />
      <Button type="submit">Add Package</Button>
    </Form>
  );
}

function renderEditor() {
  fetchMock.mockImplementation(async (input) => answer(String(input)));
  const save = vi.fn(async (input: CreatePackageInput) => input);
  renderInRouter(
    <QueryClientProvider client={testQueryClient()}>
      <Editor save={save} />
    </QueryClientProvider>,
  );
  return save;
}

describe('the package editor, cut from our leads', () => {
  it('hides links and features for a segment and brings them back for files and links', () => {
    renderEditor();
    expect(screen.getByLabelText('Access Link One')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Cut from our leads/ }));
    expect(screen.queryByLabelText('Access Link One')).toBeNull();
    expect(screen.queryByLabelText('Feature One')).toBeNull();
    expect((screen.getByLabelText(/Checked within/) as HTMLInputElement).value).toBe('30');
    expect(screen.getByRole('group', { name: 'Industry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Files and links/ }));
    expect(screen.getByLabelText('Access Link One')).toBeTruthy();
    expect(screen.getByLabelText('Feature One')).toBeTruthy();
  });

  it('shows the preview and warns when fewer live contacts than promised', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('radio', { name: /Cut from our leads/ }));
    fireEvent.change(screen.getByLabelText('Number of contacts'), { target: { value: '20' } });
    expect(
      await screen.findByText(
        'Cannot be bought: 14 matching checked contacts, 20 promised',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: 'Preview' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(preview.promise);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('segment-preview'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ rowCount: 20, splitBy: null });
  });

  it('sends the definition, split by a field, with no links or points', async () => {
    const save = renderEditor();
    fireEvent.change(screen.getByLabelText(/Package Name/), { target: { value: 'DE and FR' } });
    fireEvent.change(screen.getByLabelText(/Package Price/), { target: { value: '49.00' } });
    fireEvent.click(screen.getByRole('radio', { name: /Cut from our leads/ }));
    fireEvent.change(screen.getByLabelText('Number of contacts'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Split files by'), { target: { value: 'country' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a file' }));
    const inFile = (file: number, name: string) =>
      within(screen.getByRole('group', { name: `Country values in file ${file}` })).findByRole(
        'checkbox',
        { name },
      );
    fireEvent.click(await inFile(1, 'Germany (DE)'));
    fireEvent.click(await inFile(2, 'France (FR)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const sent = save.mock.calls[0]?.[0];
    expect(sent?.segmentDefinition).toMatchObject({
      rowCount: 20,
      splitBy: 'country',
      files: [
        { name: 'Contacts', values: ['DE'] },
        { name: 'File 2', values: ['FR'] },
      ],
    });
    expect(sent?.segmentDefinition?.filters).toEqual({});
    expect(sent).not.toHaveProperty('pointOne');
  });
});
