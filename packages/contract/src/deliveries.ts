import { z } from 'zod';

// Delivery of a package's databases (issue 11): each of the three access slots holds an
// external link or a file hosted by the store. The owner of a Received order downloads a hosted
// file through a short-lived signed link, or opens a link; both are recorded for staff.

/** A package's access slots: 'Database 1' to 'Database 3'. */
export const ACCESS_SLOTS = [1, 2, 3] as const;
export type AccessSlot = (typeof ACCESS_SLOTS)[number];

/** The largest database file staff may attach: 100 MB. */
export const DATABASE_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** How long a signed download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export const DATABASE_FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type DatabaseFileKind = keyof typeof DATABASE_FILE_TYPES;
/** What the file picker offers (the server checks the content, whatever the name says). */
export const DATABASE_FILE_ACCEPT = `.csv,.xlsx,text/csv,${DATABASE_FILE_TYPES.xlsx}`;

const SLOT_MESSAGE = 'Choose Database 1, 2 or 3.';

/** A slot in a path (`/files/2`): 1, 2 or 3. */
export const AccessSlotParam = z.coerce
  .number({ error: SLOT_MESSAGE })
  .int(SLOT_MESSAGE)
  .min(1, SLOT_MESSAGE)
  .max(3, SLOT_MESSAGE)
  .transform((slot) => slot as AccessSlot);

/** `/api/admin/package/:id/files/:slot` */
export const PackageFileParams = z.object({ id: z.string(), slot: AccessSlotParam });
export type PackageFileParams = z.infer<typeof PackageFileParams>;

/** `/api/orders/:id/deliveries/:slot` */
export const DeliveryParams = z.object({ id: z.string(), slot: AccessSlotParam });
export type DeliveryParams = z.infer<typeof DeliveryParams>;

/** A hosted database file as staff see it on a package. */
export const PackageFile = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** ISO date-time. */
  uploadedAt: z.string(),
});
export type PackageFile = z.infer<typeof PackageFile>;

/** A package's hosted files per slot (null: the slot uses its link, or nothing). */
export const PackageSlotFiles = z.object({
  accessFile1: PackageFile.nullable(),
  accessFile2: PackageFile.nullable(),
  accessFile3: PackageFile.nullable(),
});
export type PackageSlotFiles = z.infer<typeof PackageSlotFiles>;

/** Hosts whose pages may be shown in our framed viewer; any other link opens in a new tab. */
export const FRAMEABLE_LINK_HOSTS = ['docs.google.com'] as const;

/** True for a link the framed viewer may show: https on a host known to allow framing. */
export function isFrameableLink(url: string): boolean {
  // The host of an https link without a user name, a port or anything else before its path.
  const host = /^https:\/\/([a-z0-9.-]+)(?:[/?#]|$)/i.exec(url.trim())?.[1]?.toLowerCase();
  return host !== undefined && (FRAMEABLE_LINK_HOSTS as readonly string[]).includes(host);
}

/** One slot of a Received order, as its owner (or an Admin) sees it. */
export const OrderAccess = z.discriminatedUnion('kind', [
  z.object({
    slot: z.number().int(),
    kind: z.literal('file'),
    fileName: z.string(),
    sizeBytes: z.number().int(),
  }),
  z.object({
    slot: z.number().int(),
    kind: z.literal('link'),
    url: z.string(),
    /** The link's host allows our framed viewer (FRAMEABLE_LINK_HOSTS). */
    frameable: z.boolean(),
  }),
]);
export type OrderAccess = z.infer<typeof OrderAccess>;

/**
 * `POST /api/orders/:id/deliveries/:slot`: a hosted file answers a signed download link that
 * works for DOWNLOAD_LINK_SECONDS; a link answers itself (its opening is recorded).
 */
export const DeliveryStart = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('download'),
    url: z.string(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    /** ISO date-time after which the link is refused. */
    expiresAt: z.string(),
  }),
  z.object({ kind: z.literal('open'), url: z.string() }),
]);
export type DeliveryStart = z.infer<typeof DeliveryStart>;

export const DELIVERY_KINDS = ['download', 'open'] as const;

/** One line of an order's delivery record (`GET /api/orders/:id/deliveries`, Admins). */
export const DeliveryRecordEntry = z.object({
  _id: z.string(),
  /** ISO date-time. */
  at: z.string(),
  userEmail: z.string(),
  slot: z.number().int(),
  kind: z.enum(DELIVERY_KINDS),
  /** The file name downloaded, or the link opened. */
  target: z.string(),
  sizeBytes: z.number().int().nullable(),
  ip: z.string().nullable(),
});
export type DeliveryRecordEntry = z.infer<typeof DeliveryRecordEntry>;
export const DeliveryRecord = z.array(DeliveryRecordEntry);
export type DeliveryRecord = z.infer<typeof DeliveryRecord>;

/**
 * "842 KB", "1.4 MB": sizes as file managers show them (1 KB = 1,024 bytes, as Windows counts),
 * so the 100 MB limit reads as 100 MB.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
