import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { recordAudit } from "../../server/domain/staff/audit-log";
import { requireOwner, signedInStaff } from "~/features/staff/guard.server";
import { readForm } from "~/features/staff/form-input";
import { failedMail } from "../../server/mail/failed-mail";
import { formatBerlin, Notice, Panel, StaffTable, staffMeta } from "~/features/staff/ui";
import { env } from "../../server/env";
import { mailQueues, queueNames, type QueueName } from "../../server/jobs/queue";
import { listOutbox, retryMailJob } from "../../server/mail/outbox";
import { redactSecrets } from "../../server/mail/redact";
import { listSmsOutbox } from "../../server/sms/transport";
import type { Route } from "./+types/staff.mail";

// Mail as the site sends it: jobs that failed after all their retries (with the error; an owner
// can send one again) and, without SMTP_URL, the local outbox of every mail the site would send.

export const meta: Route.MetaFunction = () => staffMeta("Mail");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  // Mail to staff (invites, account notices) is for owners only (docs/decisions/0855).
  const staffMail = user.role === "owner";
  const localOutbox = !env().SMTP_URL;
  const outbox = localOutbox ? await listOutbox(db, { staffMail }) : [];
  const smsOutbox = env().SMS_PROVIDER_URL ? null : await listSmsOutbox(db);
  return {
    smsOutbox: smsOutbox?.map((sms) => ({ ...sms, createdAt: sms.createdAt.toISOString() })) ?? null,
    canRetry: user.role === "owner",
    failed: (await failedMail(db)).filter((job) => staffMail || !staffMailQueues.includes(job.queue)),
    localOutbox,
    outbox: outbox.map((mail) => ({
      ...mail,
      subject: redactSecrets(mail.subject),
      createdAt: mail.createdAt.toISOString(),
    })),
  };
}

const staffMailQueues: QueueName[] = [queueNames.staffInvite];

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The one action of the page: send a failed mail again.
const unknown = { error: "Unknown action." };
const retryMail = z.object({
  intent: z.literal("retry", unknown),
  queue: z.enum(mailQueues, unknown),
  job: z.string(unknown).regex(JOB_ID, unknown),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireOwner(context);
  const reply = (result: { ok: boolean; message: string }, status = 200) => data(result, { status });
  const input = await readForm(request, retryMail);
  if (!input.ok) return reply({ ok: false, message: input.error }, 400);
  const { queue, job: id } = input.data;
  const job = (await failedMail(db, { id })).find((entry) => entry.queue === queue);
  if (!job || !(await retryMailJob(queue as QueueName, id)))
    return reply({ ok: false, message: "This mail is no longer failed: it was sent again already." }, 409);
  // Ids only: the error of an SMTP server can quote addresses, which the log does not keep.
  await recordAudit(db, user, {
    action: "mail.retry",
    targetType: "mail",
    targetId: id,
    details: { queue, attempts: job.attempts, leadId: job.leadId },
  });
  return reply({ ok: true, message: `${job.label} queued again: it is sent within a minute.` });
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { canRetry, failed, localOutbox, outbox, smsOutbox } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Mail</h1>
      {actionData ? <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice> : null}

      <Panel title="Failed mail" id="failed">
        {failed.length === 0 ? (
          <p className="text-ink-muted">No failed mail. Every mail the site queued was sent or is being retried.</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted">
              These mails could not be sent after all their retries.
              {canRetry ? " Fix the cause (the mail server, an address) and send them again." : null}
            </p>
            <ul className="divide-y divide-line">
              {failed.map((job) => (
                <li
                  key={job.id}
                  className="flex flex-wrap items-start gap-4 py-4"
                  aria-label={`${job.label} ${job.id}`}
                >
                  <div className="min-w-60 flex-1 space-y-1">
                    <p className="font-semibold">
                      {job.label} ·{" "}
                      {job.leadId ? (
                        <Link to={`/staff/leads/${job.leadId}`} className="underline-offset-4 hover:underline">
                          {job.about}
                        </Link>
                      ) : (
                        job.about
                      )}
                    </p>
                    <p className="break-words font-mono text-sm text-danger">{job.error}</p>
                    <p className="text-xs text-ink-muted">
                      Queued {formatBerlin(job.createdOn)}
                      {job.failedOn ? ` · failed ${formatBerlin(job.failedOn)}` : ""} · {job.attempts}{" "}
                      {job.attempts === 1 ? "attempt" : "attempts"}
                    </p>
                  </div>
                  {canRetry ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="queue" value={job.queue} />
                      <input type="hidden" name="job" value={job.id} />
                      <Button type="submit" variant="secondary" disabled={busy}>
                        Send again
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      {localOutbox ? (
        <Panel title="Outbox" id="outbox">
          <p className="mb-4 text-sm text-ink-muted">
            No mail server is configured (SMTP_URL), so the site keeps every mail here instead of sending it. The newest
            100 are listed; they are deleted after 30 days.
          </p>
          <StaffTable label="Outbox" columns={["Time", "To", "Subject", "Kind"]} empty="No mail yet." framed={false}>
            {outbox.map((mail) => (
              <tr key={mail.id} className="border-t border-line">
                <td className="whitespace-nowrap py-2 pr-4 text-ink-muted">{formatBerlin(mail.createdAt)}</td>
                <td className="py-2 pr-4">{mail.recipient}</td>
                <td className="py-2 pr-4">
                  <Link to={`/staff/mail/${mail.id}`} className="font-semibold underline-offset-4 hover:underline">
                    {mail.subject}
                  </Link>
                </td>
                <td className="py-2 text-ink-muted">{mail.template}</td>
              </tr>
            ))}
          </StaffTable>
        </Panel>
      ) : null}
      {smsOutbox ? (
        <Panel title="SMS outbox" id="sms-outbox">
          <p className="mb-4 text-sm text-ink-muted">
            No SMS provider is configured (SMS_PROVIDER_URL), so webinar reminders are kept here instead of being sent.
            They are deleted with the session&apos;s numbers once it is over.
          </p>
          {smsOutbox.length === 0 ? (
            <p className="text-ink-muted">No SMS yet.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {smsOutbox.map((sms) => (
                <li key={sms.id} className="flex flex-wrap gap-4 py-2">
                  <span className="whitespace-nowrap text-ink-muted">{formatBerlin(sms.createdAt)}</span>
                  <span className="font-mono">{sms.recipient}</span>
                  <span className="min-w-60 flex-1">{sms.body}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </div>
  );
}
