import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

// jsdom lays nothing out: every element reports no box, which the dialog reads as hidden.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
    {} as DOMRect,
  ] as unknown as DOMRectList);
});
afterAll(() => vi.restoreAllMocks());

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Spend 5 credits</Button>
  </>
);

describe('the dialog focus on open', () => {
  it('goes to the first field of the body, not to a button before it, × or the footer', () => {
    render(
      <Modal open onClose={() => {}} title="Save this search" footer={footer}>
        <button type="button">Help</button>
        <label>
          Name <input />
        </label>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('goes to the first control of a body without fields', () => {
    render(
      <Modal open onClose={() => {}} title="Bounced?" footer={footer}>
        <p>
          Read <a href="/help">how refunds work</a>.
        </p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'how refunds work' }));
  });

  it('goes to the dialog itself when the body offers nothing to press', () => {
    render(
      <Modal open onClose={() => {}} title="Reveal 2 e-mails?" footer={footer}>
        <p>Cost: 2 credits</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Reveal 2 e-mails?' }));
  });

  it('goes where initialFocus says', () => {
    function WithInitialFocus() {
      const cancel = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          open
          onClose={() => {}}
          title="Delete?"
          initialFocus={cancel}
          footer={<Button ref={cancel}>Keep it</Button>}
        >
          <input aria-label="Reason" />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  });
});
