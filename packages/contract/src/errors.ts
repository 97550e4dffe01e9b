import { z } from 'zod';

export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const PublicConfig = z.object({ googleSignIn: z.boolean() });
export type PublicConfig = z.infer<typeof PublicConfig>;
