import { createHash } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { staffInvites, staffUser } from "./schema.ts";
import type { Env } from "../../env.ts";
import { staffInviteMail } from "./invite-mail.ts";
import { deliver } from "../../mail/transport.ts";
import { queueNames, type StaffInviteJob } from "../../jobs/queue.ts";

// An owner's invite by mail (docs/decisions/0854). Only the token's hash is stored with the invite,
// so the job carries the token encrypted with a key from STAFF_AUTH_SECRET: the queue's table does
// not reveal a usable link either. A link used, revoked or expired meanwhile is not sent.
export const name = queueNames.staffInvite;

const keyOf = (secret: string) => `staff-invite-mail:${secret}`;

export function sealInviteToken(secret: string, token: string): Promise<string> {
  return symmetricEncrypt({ key: keyOf(secret), data: token });
}

export async function run(job: Job<StaffInviteJob>, db: Database, config: Env): Promise<string> {
  const [invite] = await db.select().from(staffInvites).where(eq(staffInvites.id, job.data.inviteId));
  if (!invite || invite.usedAt || invite.revokedAt || invite.expiresAt.getTime() <= Date.now()) return "not open";
  const token = await symmetricDecrypt({ key: keyOf(config.STAFF_AUTH_SECRET), data: job.data.sealedToken });
  if (createHash("sha256").update(token, "utf8").digest("hex") !== invite.tokenHash) return "not this invite";
  const [inviter] = invite.createdBy
    ? await db.select({ name: staffUser.name }).from(staffUser).where(eq(staffUser.id, invite.createdBy))
    : [];
  const url = new URL(`/staff/invite/${token}`, config.PUBLIC_SITE_URL).toString();
  return deliver(
    db,
    config,
    "staff-invite",
    staffInviteMail({ to: invite.email, role: invite.role, url, expiresAt: invite.expiresAt, inviter: inviter?.name }),
  );
}
