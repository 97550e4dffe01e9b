import { describe, expect, it } from 'vitest';
import { nameVariants } from './names.ts';
import { candidates, inferPattern, patternsOf, shareText } from './patterns.ts';

describe('name folding', () => {
  it('folds accents and letters outside ASCII', () => {
    expect(nameVariants('José')).toEqual(['jose']);
    expect(nameVariants('Søren')).toEqual(['soren']);
    expect(nameVariants('Zoë')).toEqual(['zoe']);
    expect(nameVariants('Łukasz')).toEqual(['lukasz']);
  });

  it('drops, keeps and splits apostrophes and hyphens as address tables do', () => {
    expect(nameVariants("O'Neil-Ruiz")).toEqual([
      'oneilruiz',
      'oneil-ruiz',
      "o'neil-ruiz",
      'neil',
      'ruiz',
    ]);
    expect(nameVariants('Van der Berg')).toEqual(['vanderberg', 'van', 'der', 'berg']);
  });
});

describe('pattern inference', () => {
  const at = (local: string, firstName: string, lastName: string) => ({
    email: `${local}@acme.com`,
    firstName,
    lastName,
  });

  it('names the pattern that explains most known addresses, with its share', () => {
    const inferred = inferPattern([
      at('ann.lee', 'Ann', 'Lee'),
      at('bo.kim', 'Bo', 'Kim'),
      at('jose.oneilruiz', 'José', "O'Neil-Ruiz"),
      at('dsmith', 'Dan', 'Smith'),
    ]);
    expect(inferred).toMatchObject({ pattern: 'first.last', explained: 3, known: 4 });
    expect(inferred.order.slice(0, 2)).toEqual(['first.last', 'flast']);
    expect(shareText(inferred, 'acme.com')).toBe('3 of 4 verified addresses at acme.com');
  });

  it.each([
    ['flast', [at('alee', 'Ann', 'Lee'), at('bkim', 'Bo', 'Kim')]],
    ['first', [at('ann', 'Ann', 'Lee'), at('bo', 'Bo', 'Kim')]],
    ['last.first', [at('lee.ann', 'Ann', 'Lee'), at('kim.bo', 'Bo', 'Kim')]],
    ['first_last', [at('ann_lee', 'Ann', 'Lee'), at('bo_kim', 'Bo', 'Kim')]],
    ['f.last', [at('a.lee', 'Ann', 'Lee'), at('b.kim', 'Bo', 'Kim')]],
  ])('recognises %s', (pattern, known) => {
    expect(inferPattern(known)).toMatchObject({ pattern, explained: 2, known: 2 });
  });

  it('has no pattern without known addresses, and tries the usual order', () => {
    const inferred = inferPattern([]);
    expect(inferred.pattern).toBeNull();
    expect(shareText(inferred, 'acme.com')).toBeNull();
    expect(inferred.order[0]).toBe('first.last');
  });

  it('reads an address written with a kept hyphen', () => {
    expect(patternsOf('jose.oneil-ruiz', 'José', "O'Neil-Ruiz")).toEqual(['first.last']);
  });
});

describe('candidates', () => {
  it('go pattern by pattern, each in its likeliest spellings, never twice', () => {
    const list = candidates('José', "O'Neil-Ruiz", 'acme.com', ['first.last', 'flast'], 5);
    expect(list).toEqual([
      { email: 'jose.oneilruiz@acme.com', pattern: 'first.last' },
      { email: 'jose.oneil-ruiz@acme.com', pattern: 'first.last' },
      { email: "jose.o'neil-ruiz@acme.com", pattern: 'first.last' },
      { email: 'joneilruiz@acme.com', pattern: 'flast' },
      { email: 'joneil-ruiz@acme.com', pattern: 'flast' },
    ]);
  });
});
