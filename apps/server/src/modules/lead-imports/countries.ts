import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { headingKey } from './mapping.ts';

// A country cell -> its ISO 3166-1 alpha-2 code. The names come from i18n-iso-countries (the
// official names and their common variants, in English and in the languages files from our
// markets are written in); ALIASES adds what it lacks. Codes it does not know as countries
// (UK, FX, EU, SU, ...) are never stored: the country filter would list a country twice.

const require = createRequire(import.meta.url);

/** English first: on a clash between languages, the English name decides. */
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'nb', 'pl'] as const;

/** Names and codes files use that the library does not know, compared by `countryKey`. */
const ALIASES: Record<string, string> = {
  // Exceptionally reserved or retired codes, and the EU's own spelling of Greece.
  uk: 'GB',
  fx: 'FR',
  el: 'GR',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  northernireland: 'GB',
  britain: 'GB',
  america: 'US',
  holland: 'NL',
  korea: 'KR',
  macau: 'MO',
  laos: 'LA',
  syria: 'SY',
  moldova: 'MD',
  vatican: 'VA',
  swaziland: 'SZ',
  macedonia: 'MK',
  burma: 'MM',
  easttimor: 'TL',
  drcongo: 'CD',
  bosnia: 'BA',
  trinidad: 'TT',
  stlucia: 'LC',
  micronesia: 'FM',
  brunei: 'BN',
  republicofireland: 'IE',
  mainlandchina: 'CN',
  prc: 'CN',
  ksa: 'SA',
  vietnam: 'VN',
};

/** `U.K.`, `España`, `Côte d'Ivoire` -> `uk`, `espana`, `cotedivoire`. */
const countryKey = (value: string) =>
  headingKey(value.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss'));

const CODE_BY_NAME = new Map<string, string>();
for (const locale of LOCALES) {
  const data = require(`i18n-iso-countries/langs/${locale}.json`) as LocaleData;
  countries.registerLocale(data);
  const names = countries.getNames(locale, { select: 'all' });
  for (const [code, spellings] of Object.entries(names)) {
    for (const spelling of spellings) {
      const key = countryKey(spelling);
      // Two letters are codes, looked up as codes (the library lists `US` as a name of the US).
      if (key.length > 2 && !CODE_BY_NAME.has(key)) CODE_BY_NAME.set(key, code);
    }
  }
}
for (const [alias, code] of Object.entries(ALIASES)) CODE_BY_NAME.set(alias, code);

/** `us`, `USA`, `GBR`, `United Kingdom`, `UK`, `Deutschland` -> an alpha-2 code; else undefined. */
export function parseCountry(value: string): string | undefined {
  const key = countryKey(value.trim());
  if (!key) return undefined;
  const alias = ALIASES[key];
  if (alias) return alias;
  if (/^[a-z]{2}$/.test(key)) {
    const code = key.toUpperCase();
    return countries.isValid(code) ? code : undefined;
  }
  if (/^[a-z]{3}$/.test(key) && /^[a-z]{3}$/i.test(value.trim())) {
    const code = countries.alpha3ToAlpha2(key.toUpperCase());
    if (code) return code;
  }
  return CODE_BY_NAME.get(key);
}
