import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are uuids: anything else cannot name a record (a 404, never a database error). */
export const isUuid = (value: string) => UUID.test(value);

/** `:id` in a route's path; its shape is checked by the service (isUuid), which answers 404. */
export const IdParams = z.object({ id: z.string() });

/** OpenAPI `security` of a route that needs a signed-in session. */
export const security: Record<string, string[]>[] = [{ session: [] }];

/** OpenAPI `security` of a route LEADS.md marks "or API key": a session or a bearer key. */
export const keyedSecurity: Record<string, string[]>[] = [{ session: [] }, { bearerAuth: [] }];
