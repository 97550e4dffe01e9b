import { describe, expect, it } from 'vitest';
import { suggestedSearchName } from './filters';

describe('the name suggested for a saved search', () => {
  it('reads the keywords, then the first value of each filter', () => {
    expect(suggestedSearchName({ q: 'cto', country: ['DE', 'AT'], seniority: ['c_level'] })).toBe(
      'cto · C-level · Germany +1',
    );
    expect(suggestedSearchName({ q: undefined, industry: ['Software'] })).toBe('Software');
    expect(suggestedSearchName({ q: undefined })).toBe('All leads');
  });
});
