import { queueNames, type SendJob } from "../../jobs/queue.ts";
import type { SecurityChange } from "./security-mail.ts";

/** Queues the notice of a password or second-factor change, in the caller's transaction (with its audit entry). */
export function queueSecurityNotice(send: SendJob, userId: string, change: SecurityChange, at = new Date()) {
  return send(queueNames.staffSecurityNotice, { userId, change, at: at.toISOString() });
}
