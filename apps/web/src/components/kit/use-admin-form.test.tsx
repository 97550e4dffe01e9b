import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { AdminFormFrame } from './admin-form-frame';
import { NumberField, SelectField, TextField } from './fields';
import { ImageField } from './image-field';
import { renderInRouter } from './test-utils';
import { type AdminFormOptions, type Uploader, useAdminForm } from './use-admin-form';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  role: z.enum(['Admin', 'Manager'], { message: 'Select a role.' }),
  price: z.coerce.number<string>().min(0),
  points: z.array(z.string()),
  picture: z.string(),
});
type Options = AdminFormOptions<typeof Schema>;

const filled = {
  name: 'Basic',
  role: 'Manager' as const,
  price: '49.50',
  points: ['First', 'Second'],
  picture: '/images/old.png',
};

function PackageLikeForm(props: Partial<Options> & Pick<Options, 'save'>) {
  const editor = useAdminForm({
    schema: Schema,
    defaultValues: filled,
    successMessage: 'Saved!',
    errorMessage: 'Could not save.',
    ...props,
  });
  return (
    <>
      <Link to="/done">Elsewhere</Link>
      <AdminFormFrame editor={editor} submitLabel="Save" busyLabel="Saving...">
        <TextField editor={editor} name="name" label="Name" />
        <SelectField
          editor={editor}
          name="role"
          label="Role"
          placeholder="Select a role"
          options={[
            { value: 'Admin', label: 'Admin' },
            { value: 'Manager', label: 'Manager' },
          ]}
        />
        <NumberField editor={editor} name="price" label="Price" decimal />
        <TextField editor={editor} name="points.0" label="Point One" />
        <TextField editor={editor} name="points.1" label="Point Two" />
        <ImageField editor={editor} name="picture" label="Picture" />
      </AdminFormFrame>
    </>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(cleanup);

describe('useAdminForm', () => {
  it('saves the parsed values of text, select, money and array fields, toasts, and follows redirectTo', async () => {
    const save = vi.fn().mockResolvedValue({ _id: '1' });
    const onSaved = vi.fn();
    const { router } = renderInRouter(
      <PackageLikeForm save={save} onSaved={onSaved} redirectTo="/done" />,
    );
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'Admin' } });
    fireEvent.change(screen.getByLabelText('Point Two'), { target: { value: 'Changed' } });
    submit();
    await screen.findByText('Done page');
    expect(save).toHaveBeenCalledWith({
      name: 'Basic',
      role: 'Admin',
      price: 49.5,
      points: ['First', 'Changed'],
      picture: '/images/old.png',
    });
    expect(onSaved).toHaveBeenCalledWith({ _id: '1' });
    expect(toast.success).toHaveBeenCalledWith('Saved!');
    expect(router.state.location.pathname).toBe('/done');
  });

  it('lets a function announce the saved answer instead of the fixed toast', async () => {
    const save = vi.fn().mockResolvedValue({ _id: '2', invitation: 'invitation' });
    const announce = vi.fn();
    renderInRouter(<PackageLikeForm save={save} successMessage={announce} />);
    submit();
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith({ _id: '2', invitation: 'invitation' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('puts the server’s 400 field errors on their fields, array paths included, and focuses the first', async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input.',
        details: [
          { field: 'points.1', message: 'Too long.' },
          { field: 'price', message: 'Price must be positive.' },
          { field: 'unknownField', message: 'Not shown.' },
        ],
      }),
    );
    renderInRouter(<PackageLikeForm save={save} />);
    submit();
    await screen.findByText('Too long.');
    expect(screen.getByText('Price must be positive.')).toBeTruthy();
    expect(screen.queryByText('Not shown.')).toBeNull();
    const pointTwo = screen.getByLabelText('Point Two');
    expect(pointTwo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pointTwo);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('shows the client-side schema error without calling save', async () => {
    const save = vi.fn();
    renderInRouter(<PackageLikeForm save={save} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  ' } });
    submit();
    await screen.findByText('Name is required.');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the fields and shows the busy label while saving', async () => {
    let finish: (value: unknown) => void = () => {};
    const save = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderInRouter(<PackageLikeForm save={save} />);
    submit();
    const busy = await screen.findByRole('button', { name: /Saving\.\.\./ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await act(async () => finish({}));
    await screen.findByRole('button', { name: 'Save' });
  });

  it('uploads a picked image with progress before saving, then saves its address', async () => {
    let report: (fraction: number) => void = () => {};
    let answer: (url: string) => void = () => {};
    const upload: Uploader = (_file, { onProgress }) => {
      report = onProgress;
      return new Promise((resolve) => (answer = resolve));
    };
    const save = vi.fn().mockResolvedValue({});
    renderInRouter(<PackageLikeForm save={save} upload={upload} afterSave="keep" />);
    const file = new File(['png'], 'new.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Picture/), { target: { files: [file] } });
    await screen.findByText(/new\.png/);
    submit();
    await screen.findByRole('button', { name: /Uploading image/ });
    act(() => report(0.4));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Picture' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    await act(async () => answer('/uploads/new.png'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ picture: '/uploads/new.png' });
    expect(toast.success).toHaveBeenCalledWith('Image uploaded successfully!');
  });

  it('refuses a file that is not an image, on the field', async () => {
    renderInRouter(<PackageLikeForm save={vi.fn()} />);
    const file = new File(['text'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText(/^Picture/), { target: { files: [file] } });
    await screen.findByText('Please select an image file.');
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { router } = renderInRouter(<PackageLikeForm save={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    await screen.findByText('Done page');
  });

  it('leaves without asking when nothing changed', async () => {
    renderInRouter(<PackageLikeForm save={vi.fn()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Done page');
  });
});
