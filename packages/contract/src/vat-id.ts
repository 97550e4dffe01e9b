import { checkVAT, countries as vatCountries } from 'jsvat';

/** The checkout's country names jsvat spells differently. */
const VAT_COUNTRY_ALIASES: Record<string, string> = {
  Czechia: 'Czech Republic',
  Slovakia: 'Slovakia Republic',
  Russia: 'Russian Federation',
};

const vatCountryByName = new Map(vatCountries.map((country) => [country.name, country]));

/** The longest VAT id we keep (the longest national format is 14 characters plus its prefix). */
export const VAT_ID_MAX = 20;

/** 'de 136.695-976' → 'DE136695976': what is stored and printed. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

export type VatIdCheck = { valid: true; vatId: string } | { valid: false; message: string };

/**
 * Checks a VAT id's format (and check digits) for the billing country with jsvat: a country it
 * knows (the EU, the UK, Norway, Switzerland, ...) takes only its own format, with or without
 * the country prefix; elsewhere any tax id of 2 to 20 letters and digits is accepted, since
 * there is no format to check. It never says whether the number is registered (no VIES call).
 */
export function checkVatId(value: string, countryName: string): VatIdCheck {
  const vatId = normalizeVatId(value);
  if (vatId === '') return { valid: true, vatId };
  if (!/^[A-Z0-9]{2,20}$/.test(vatId)) {
    return {
      valid: false,
      message: 'VAT ID may hold only letters and digits (2 to 20 of them).',
    };
  }
  const country = vatCountryByName.get(VAT_COUNTRY_ALIASES[countryName] ?? countryName);
  if (!country) return { valid: true, vatId };
  const code = country.codes[0] ?? '';
  // Greece's VAT ids start with EL, not its ISO code.
  const prefix = code === 'GR' ? 'EL' : code;
  const bare = vatId.startsWith(prefix) || vatId.startsWith(code) ? vatId.slice(2) : vatId;
  const withPrefix = `${prefix}${bare}`;
  if (checkVAT(withPrefix, [country]).isValid) return { valid: true, vatId: withPrefix };
  return {
    valid: false,
    message: `This is not a VAT ID of ${countryName} (for example ${VAT_EXAMPLES[country.name] ?? `${prefix}…`}).`,
  };
}

/** One well-formed number per country, shown when a typed one is not. */
const VAT_EXAMPLES: Record<string, string> = {
  Austria: 'ATU12345675',
  Belgium: 'BE0411905847',
  France: 'FR40303265045',
  Germany: 'DE136695976',
  Ireland: 'IE6388047V',
  Italy: 'IT00743110157',
  Netherlands: 'NL004495445B01',
  Spain: 'ESA13585625',
  'United Kingdom': 'GB980780684',
};
