import { createHash, randomBytes } from 'node:crypto';
import {
  OPT_OUT_INVALID_LINK_MESSAGE,
  OPT_OUT_REQUESTED_MESSAGE,
  type OptOutConfirmed,
  type OptOutRequested,
} from '@leadvault/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { activityLog, optOutRequests } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../mail/index.ts';
import { suppressByOptOut } from '../suppressions/index.ts';
import { OPT_OUT_SUBJECT, optOutEmail } from './email.ts';
import { eraseAddress } from './erasure.ts';

/** How long a confirmation link works. */
const OPT_OUT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records a removal request and mails its confirmation link, in one transaction. It is done for
 * every address, held or not: the answer and the work are the same either way (nobody learns
 * who is listed), and confirming an address we do not hold keeps future imports from adding it.
 * Requests past their expiry are purged on the way.
 */
export async function requestOptOut(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<OptOutRequested> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(optOutRequests).where(lt(optOutRequests.expiresAt, now));
    await tx.insert(optOutRequests).values({
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + OPT_OUT_LINK_TTL_MS),
    });
    const url = `${publicUrl}/opt-out/confirm?token=${encodeURIComponent(token)}`;
    await mailer.send(tx, optOutEmail({ to: email, url }));
  });
  return { message: OPT_OUT_REQUESTED_MESSAGE };
}

/**
 * Confirms a removal link once: the address is suppressed and its lead's personal data erased
 * in the same transaction as the link is used up. An unknown, used or expired link changes
 * nothing.
 */
export async function confirmOptOut(db: Db, token: string): Promise<OptOutConfirmed> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(optOutRequests)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          eq(optOutRequests.tokenHash, hashToken(token)),
          isNull(optOutRequests.confirmedAt),
          gt(optOutRequests.expiresAt, new Date()),
        ),
      )
      .returning({ id: optOutRequests.id, email: optOutRequests.email });
    if (!request) throw new HttpError(404, 'INVALID_LINK', OPT_OUT_INVALID_LINK_MESSAGE);
    const { leadsErased, suppressionId } = await suppressByOptOut(tx, request.email);
    // Everywhere else it was written down, its other removal links and this one included.
    await eraseAddress(tx, request.email, OPT_OUT_SUBJECT);
    // The log names the suppression, not the address: the list is the one place that keeps it.
    await tx.insert(activityLog).values({
      actorUserId: null,
      actorEmail: 'opt-out form',
      action: 'opt-out',
      entity: 'suppression',
      entityId: suppressionId,
      summary: `An address opted out through the public form (${leadsErased} lead${leadsErased === 1 ? '' : 's'} erased)`,
      details: { leadsErased },
    });
    return {
      email: request.email,
      message:
        'Your address is removed: we erased the contact data we held about it and will not add it again.',
    };
  });
}
