import type { CreatePackageInput } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import {
  filesForSplit,
  newSegmentDraft,
  packageInputOf,
  previewDefinitionOf,
  splitOptions,
} from './segment-values';

const base: CreatePackageInput = {
  packageName: 'EU software CTOs',
  price: 99,
  kind: 'database',
  accessLink1: '',
  accessLink2: '',
  accessLink3: '',
  pointOne: 'Typed before the switch',
};

describe("the segment editor's definition", () => {
  it('has no preview until the draft is complete', () => {
    const draft = newSegmentDraft();
    expect(draft.maxAgeDays).toBe(30);
    expect(previewDefinitionOf(draft)).toBeNull();
    expect(previewDefinitionOf(null)).toBeNull();
  });

  it('builds the definition from the form, empty filters left out', () => {
    const draft = newSegmentDraft();
    draft.rowCount = '200';
    draft.filters.industry = ['Software'];
    draft.filters.country = ['DE', 'FR'];
    draft.splitBy = 'country';
    draft.files = [
      { name: 'Germany', values: ['DE'] },
      { name: 'France', values: ['FR'] },
    ];
    expect(previewDefinitionOf(draft)).toEqual({
      filters: { industry: ['Software'], country: ['DE', 'FR'] },
      rowCount: 200,
      maxAgeDays: 30,
      splitBy: 'country',
      files: [
        { name: 'Germany', values: ['DE'] },
        { name: 'France', values: ['FR'] },
      ],
    });
  });

  it('refuses a split file outside the filter, as the server would', () => {
    const draft = newSegmentDraft();
    draft.rowCount = 20;
    draft.filters.country = ['DE'];
    draft.splitBy = 'country';
    draft.files = [{ name: 'France', values: ['FR'] }];
    expect(previewDefinitionOf(draft)).toBeNull();
  });

  it('sends a segment without links or points, and files-and-links as segmentDefinition: null', () => {
    const segment = previewDefinitionOf({ ...newSegmentDraft(), rowCount: 20 });
    if (!segment) throw new Error('A complete draft has a definition.');
    const sent = packageInputOf({
      ...base,
      accessLink1: 'https://stale.example',
      segmentDefinition: { ...segment, filters: { seniority: [] } },
    });
    expect(sent.accessLink1).toBe('');
    expect(sent).not.toHaveProperty('pointOne');
    expect(sent.segmentDefinition?.filters).toEqual({});
    expect(packageInputOf(base)).toEqual({ ...base, segmentDefinition: null });
  });
});

describe('split files', () => {
  it('clears the values when the field changes, and keeps one file without a split', () => {
    const files = [
      { name: 'Germany', values: ['DE'] },
      { name: 'France', values: ['FR'] },
    ];
    expect(filesForSplit(files, 'department')).toEqual([
      { name: 'Germany', values: [] },
      { name: 'France', values: [] },
    ]);
    expect(filesForSplit(files, null)).toEqual([{ name: 'Germany', values: [] }]);
  });

  it("offers the filter's values, else the whole vocabulary, by name", () => {
    expect(splitOptions('seniority', { seniority: ['vp'] }, [])).toEqual([
      { value: 'vp', label: 'VP' },
    ]);
    expect(splitOptions('department', {}, []).map((option) => option.label)).toContain(
      'Human resources',
    );
    expect(splitOptions('country', {}, ['DE'])).toEqual([{ value: 'DE', label: 'Germany (DE)' }]);
  });
});
