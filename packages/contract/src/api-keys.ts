import { z } from 'zod';
import { TEXT_MAX, text } from './text.ts';

// Keys for the leads API (`/find-leads/api`): `Authorization: Bearer lv_…` on the calls LEADS.md
// marks "or API key". A key is shown once, when it is made; the server keeps only its hash.

export const API_KEY_PREFIX = 'lv_';

export const CreateApiKeyInput = z.object({
  name: text({ label: 'Key name', max: TEXT_MAX.name, required: 'Enter a name for the key.' }),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const ApiKey = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters (`lv_Ab3xQ9`), to tell keys apart. */
  prefix: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeysResponse = z.array(ApiKey);
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** The answer to creating a key: the only time the whole key is shown. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
