import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `page` at /edit inside a data router (what `useBlocker` needs), with a /done page. */
export function renderInRouter(page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: page },
      { path: '/done', element: <p>Done page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
