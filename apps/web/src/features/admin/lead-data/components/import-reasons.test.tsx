import type { LeadImport } from '@leadvault/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsDoneText } from '../labels';
import { ImportReasons } from './import-reasons';

const report = {
  rejectedByReason: [
    { reason: 'country_unknown', count: 12 },
    { reason: 'duplicate_in_file', count: 3 },
  ],
  warnings: [{ warning: 'verified_at_ambiguous', count: 4 }],
} as unknown as LeadImport;

describe('ImportReasons', () => {
  it('counts the rejected rows by reason and the warnings, on the screen', () => {
    render(<ImportReasons leadImport={report} />);
    const reasons = screen.getByTestId('import-rejected-reasons');
    expect(reasons.textContent).toBe('Country not recognised12Same e-mail earlier in the file3');
    expect(screen.getByTestId('import-warnings').textContent).toBe(
      'Verified-at date ambiguous (day or month first?): left empty4',
    );
  });

  it('shows nothing for a clean import', () => {
    const { container } = render(
      <ImportReasons leadImport={{ ...report, rejectedByReason: [], warnings: [] }} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('rowsDoneText', () => {
  it('says rows done of rows total, or the share read for imports without a row count', () => {
    expect(rowsDoneText({ total: 1200, rowsTotal: 5000, progress: 24 })).toBe(
      '1,200 of 5,000 rows done (24%)',
    );
    expect(rowsDoneText({ total: 300, rowsTotal: null, progress: 7 })).toBe(
      '7% of the file read · 300 rows so far',
    );
  });
});
