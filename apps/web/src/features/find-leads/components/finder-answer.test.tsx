import { FINDER_MISSES, type FinderAnswer } from '@leadvault/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finderMissText } from '../labels';
import { FOUND_ANSWER } from '../test-finder';
import { FinderAnswerCard } from './finder-answer';

afterEach(cleanup);

const found: FinderAnswer = FOUND_ANSWER;

const miss: FinderAnswer = {
  ...found,
  email: null,
  emailStatus: null,
  confidence: 0,
  pattern: null,
  patternShare: null,
  verificationReason: null,
  leadId: null,
  charged: 0,
};

const renderCard = (answer: FinderAnswer) =>
  render(<FinderAnswerCard answer={answer} name="Ada Lovelace" />);

describe('the finder’s answer card', () => {
  it('shows a valid address with its confidence, pattern and charge, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success');
    renderCard(found);
    expect(screen.getByText('ada.lovelace@acme.example')).toBeTruthy();
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Confidence' }).getAttribute('value')).toBe('96');
    expect(screen.getByText('first.last')).toBeTruthy();
    expect(screen.getByText(/14 of 15 verified addresses/)).toBeTruthy();
    expect(screen.getByText('Charged 1 credit · balance 4')).toBeTruthy();
    expect(screen.queryByText(/accepts every address/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy ada.lovelace@acme.example' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Copied'));
    expect(writeText).toHaveBeenCalledWith('ada.lovelace@acme.example');
  });

  it('says an accept-all answer is a best guess, and that an address already held was free', () => {
    renderCard({ ...found, emailStatus: 'accept_all', confidence: 60, charged: 0 });
    expect(screen.getByText('Accept-all (catch-all)')).toBeTruthy();
    expect(
      screen.getByText('This domain accepts every address: this is our best guess.'),
    ).toBeTruthy();
    expect(screen.getByText('Free: you had this address already')).toBeTruthy();
  });

  it.each(FINDER_MISSES)('says in one sentence why there is no address (%s)', (reason) => {
    renderCard({ ...miss, reason });
    expect(screen.getByText('No address found for Ada Lovelace')).toBeTruthy();
    expect(screen.getByTestId('finder-miss').textContent).toBe(
      finderMissText(reason, 'acme.example'),
    );
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('words each miss differently, and says nothing was charged', () => {
    const sentences = FINDER_MISSES.map((reason) => finderMissText(reason, 'acme.example'));
    expect(new Set(sentences).size).toBe(FINDER_MISSES.length);
    for (const sentence of sentences) expect(sentence).toMatch(/Nothing was charged\.$/);
    expect(finderMissText('not_found', 'acme.com')).toBe(
      'No address at acme.com accepted this name. Nothing was charged.',
    );
    expect(finderMissText('unknown_domain', null)).toMatch(/this domain/);
  });
});
