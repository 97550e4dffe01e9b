import type { Role } from '@leadvault/contract';

export type Viewer = {
  user: { id: string; name: string; email: string; image: string | null; emailVerified: boolean };
  sessionId: string;
  /** Set when the request came with an API key instead of a session (modules/api-keys). */
  apiKeyId?: string;
  role: Role;
};
