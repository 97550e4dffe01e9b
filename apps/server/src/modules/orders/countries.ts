import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Country } from '@leadvault/contract';

/** The checkout's country list, shipped with the app (countries.json, sorted by name). */
export const COUNTRIES: Country[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'countries.json'), 'utf8'),
);

const byLowerCaseName = new Map(
  COUNTRIES.map((country) => [country.name.toLowerCase(), country.name]),
);

/** The list's own spelling of a country name typed in any case, or undefined. */
export const canonicalCountry = (name: string): string | undefined =>
  byLowerCaseName.get(name.trim().toLowerCase());
