import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QueryState } from './query-switch';

const query = (state: Partial<UseQueryResult<string[]>>) =>
  ({ isPending: false, isError: false, refetch: vi.fn(), ...state }) as UseQueryResult<string[]>;

afterEach(cleanup);

describe('QueryState', () => {
  it('shows the loading status while pending', () => {
    render(<QueryState query={query({ isPending: true })}>{() => 'data'}</QueryState>);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('shows the error with Try Again, which refetches', () => {
    const failed = query({ isError: true, error: new Error('Server down.') });
    render(<QueryState query={failed}>{() => 'data'}</QueryState>);
    expect(screen.getByText('Server down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says a 404 with the not-found text', () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Missing' });
    render(
      <QueryState query={query({ isError: true, error })} errorTexts={{ notFound: 'Gone.' }}>
        {() => 'data'}
      </QueryState>,
    );
    expect(screen.getByText('Gone.')).toBeTruthy();
  });

  it('shows the empty text for empty data, else the children', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] })} isEmpty={(d) => d.length === 0} empty="Nothing.">
        {(data) => data.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('Nothing.')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: ['a', 'b'] })}
        isEmpty={(d) => d.length === 0}
        empty="Nothing."
      >
        {(data) => data.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
