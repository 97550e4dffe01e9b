import type { Package } from '@leadvault/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SEGMENT_UNAVAILABLE_TEXT } from '@/components/ui/unavailable-offer';
import { PlanCard } from './package-plans';

afterEach(cleanup);

const plan: Package = {
  _id: 'pkg-1',
  packageName: 'German CTOs',
  price: 99,
  img: '',
  kind: 'database',
  credits: 0,
  segment: { rowCount: 200, files: ['Contacts'], available: true },
  pointOne: '200 contacts',
  pointTwo: 'Germany',
  pointThree: 'Checked within 30 days',
  pointFour: '',
  pointFive: '',
  pointSix: '',
  pointSeven: '',
  pointEight: '',
  pointNine: '',
  pointTen: '',
};

function renderCard(pkg: Package) {
  const router = createMemoryRouter([{ path: '/', element: <PlanCard plan={pkg} best={false} /> }]);
  render(<RouterProvider router={router} />);
}

describe('a plan card', () => {
  it('links Buy Now to the package while the segment is available', () => {
    renderCard(plan);
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/package/pkg-1',
    );
    expect(screen.queryByText(SEGMENT_UNAVAILABLE_TEXT)).toBeNull();
    expect(screen.getByText('Checked within 30 days')).toBeTruthy();
  });

  it('says why a segment short of checked contacts cannot be bought, its button disabled', () => {
    renderCard({ ...plan, segment: { rowCount: 200, files: ['Contacts'], available: false } });
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByText(
      'Not available right now: fewer checked contacts than this package promises',
    );
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
  });
});
