import { data, Link } from "react-router";
import { recordAudit } from "../../server/domain/staff/audit-log";
import { signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Panel, staffMeta } from "~/features/staff/ui";
import { env } from "../../server/env";
import { outboxMail } from "../../server/mail/outbox";
import { redactSecrets } from "../../server/mail/redact";
import type { Route } from "./+types/staff.mail.$mailId";

// One mail of the local outbox as the recipient would read it (its text part; the HTML part is
// built from the same content: docs/decisions/0800), with its secret links redacted; mail to staff
// only for owners (docs/decisions/0855). Each opening is in the audit log.

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.mail.subject : "Mail");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const id = Number(params.mailId);
  const mail =
    !env().SMTP_URL && Number.isSafeInteger(id) && id > 0
      ? await outboxMail(db, id, { staffMail: user.role === "owner" })
      : undefined;
  if (!mail) throw data({ message: "No such mail" }, { status: 404 });
  // Ids only: the recipient's address is not repeated in the log.
  await recordAudit(db, user, {
    action: "mail.view",
    targetType: "mail",
    targetId: mail.id,
    details: { template: mail.template },
  });
  return {
    mail: {
      sender: mail.sender,
      recipient: mail.recipient,
      subject: redactSecrets(mail.subject),
      template: mail.template,
      headers: Object.entries(mail.headers).map(([name, value]) => [name, redactSecrets(value)] as [string, string]),
      text: redactSecrets(mail.textBody),
      attachments: mail.attachments.map((file) => file.filename),
      createdAt: mail.createdAt.toISOString(),
    },
  };
}

export default function OutboxMail({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const rows: [string, string][] = [
    ["From", mail.sender],
    ["To", mail.recipient],
    ...mail.headers,
    ["Time", formatBerlin(mail.createdAt)],
    ["Kind", mail.template],
    ...(mail.attachments.length > 0 ? [["Attachments", mail.attachments.join(", ")] as [string, string]] : []),
  ];
  return (
    <div className="space-y-6">
      <p>
        <Link
          to="/staff/mail"
          className="text-sm font-semibold text-ink-muted underline-offset-4 hover:text-ink hover:underline"
        >
          ← Mail
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{mail.subject}</h1>
      <Panel>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-ink-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Message" id="message">
        <pre className="whitespace-pre-wrap break-words font-sans leading-relaxed">{mail.text}</pre>
      </Panel>
    </div>
  );
}
