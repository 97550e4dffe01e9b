import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NumberField, SelectField, TextareaField, TextField } from './fields';
import { renderInRouter } from './test-utils';
import { useAdminForm } from './use-admin-form';

const Schema = z.object({
  title: z.string().min(1).max(60),
  note: z.string().max(200),
  credits: z.coerce.number<string>().int(),
  role: z.string(),
});

function Fields() {
  const editor = useAdminForm({
    schema: Schema,
    defaultValues: { title: 'Hello', note: 'Four', credits: '3', role: 'Admin' },
    save: async () => {},
    successMessage: 'Saved',
    errorMessage: 'Failed',
  });
  return (
    <>
      <TextField
        editor={editor}
        name="title"
        label="Title"
        hint="Shown on the page."
        spellCheck={false}
      />
      <TextareaField editor={editor} name="note" label="Note" placeholder="Why?" />
      <NumberField editor={editor} name="credits" label="Credits" min={0} />
      <SelectField
        editor={editor}
        name="role"
        label="Role"
        options={[{ value: 'Admin', label: 'Admin' }]}
      />
    </>
  );
}

afterEach(cleanup);

describe('kit fields', () => {
  it('label their controls, mark required fields from the schema and tie the hint', () => {
    renderInRouter(<Fields />);
    const title = screen.getByLabelText('Title* (required)');
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.getAttribute('maxlength')).toBe('60');
    const hint = screen.getByText('Shown on the page.');
    expect(title.getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.getByLabelText('Note').getAttribute('aria-required')).toBeNull();
  });

  it('hand native attributes such as spellCheck and placeholder to their controls', () => {
    renderInRouter(<Fields />);
    expect(screen.getByLabelText('Title* (required)').getAttribute('spellcheck')).toBe('false');
    expect(screen.getByLabelText('Note').getAttribute('placeholder')).toBe('Why?');
  });

  it('count the characters of a limited textarea', () => {
    renderInRouter(<Fields />);
    const note = screen.getByLabelText('Note');
    const countId = note.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(countId)?.textContent).toContain('4');
    expect(document.getElementById(countId)?.textContent).toContain('200');
  });

  it('give numbers a numeric keypad and selects their options', () => {
    renderInRouter(<Fields />);
    const credits = screen.getByLabelText(/^Credits/) as HTMLInputElement;
    expect(credits.type).toBe('number');
    expect(credits.inputMode).toBe('numeric');
    expect(credits.value).toBe('3');
    expect((screen.getByLabelText(/^Role/) as HTMLSelectElement).value).toBe('Admin');
  });
});
