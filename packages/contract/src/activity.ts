import { z } from 'zod';
import { text } from './text.ts';

export const ActivityEntry = z.object({
  _id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityListQuery = z.object({
  entity: text({ label: 'Entity', max: 50 }).optional(),
  entityId: text({ label: 'Entity id', max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;
