import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "~/features/staff/form-input";
import { signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Notice, Panel, StaffTable, StatusBadge, staffMeta } from "~/features/staff/ui";
import { SessionForm } from "~/features/staff/webinar-form";
import { sessionStatusLabels } from "~/features/staff/webinars";
import { seatsLeft } from "../../server/domain/webinar/session-view";
import { env } from "../../server/env";
import { smsBudgetUsed } from "../../server/domain/webinar/sms-budget";
import { createSession, listSessions } from "../../server/domain/webinar/session-admin";
import { formValuesOf, parseSessionForm } from "../../server/domain/webinar/session-form";
import type { Route } from "./+types/staff.webinars";

// Webinar sessions: every date with its seats and reminder state, and a new session. Publishing a
// session e-mails the addresses waiting for the next date (docs/decisions/1050).

export const meta: Route.MetaFunction = () => staffMeta("Webinars");

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const config = env();
  // The SMS budget in use (docs/decisions/1100): what this hour and today have spent of it.
  const sms = { ...(await smsBudgetUsed(db)), perHour: config.SMS_BUDGET_PER_HOUR, perDay: config.SMS_BUDGET_PER_DAY };
  return { sessions: await listSessions(db), defaults: formValuesOf(), sms };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const form = await request.formData().catch(() => new FormData());
  const intent = parseForm(form, z.object({ intent: z.literal("create", { error: "Unknown action." }) }));
  if (!intent.ok) return data({ values: formValuesOf(), errors: { form: intent.error } }, { status: 400 });
  const { values, input, errors } = parseSessionForm(form, new Date());
  if (!input) return data({ values, errors }, { status: 400 });
  const { session, notified } = await createSession(db, user, input);
  const params = new URLSearchParams({ created: "1", notified: String(notified) });
  throw redirect(`/staff/webinars/${session.id}?${params.toString()}`);
}

export default function Webinars({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, defaults, sms } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Webinars</h1>
      <p className="text-sm text-ink-muted" id="sms-budget">
        SMS reminders accepted: {sms.hour} of {sms.perHour} this hour, {sms.day} of {sms.perDay} today.
      </p>
      {actionData?.errors.form ? <Notice tone="error">{actionData.errors.form}</Notice> : null}
      {actionData && !actionData.errors.form ? (
        <Notice tone="error">The session was not created: please correct the fields marked below.</Notice>
      ) : null}

      <Panel title="Sessions" id="sessions">
        <StaffTable
          label="Sessions"
          columns={["Date (Frankfurt)", "Topic", "Status", "Registrations", "Seats left", "24-hour mails", "SMS"]}
          empty="No sessions yet."
          framed={false}
        >
          {sessions.map((session) => (
            <tr key={session.id} className="border-t border-line" aria-label={`Session ${session.slug}`}>
              <td className="whitespace-nowrap py-2 pr-4">
                <Link to={`/staff/webinars/${session.id}`} className="font-semibold underline-offset-4 hover:underline">
                  {formatBerlin(session.startsAt)}
                </Link>
                {session.upcoming ? null : <span className="ml-2 text-xs text-ink-muted">past</span>}
              </td>
              <td className="py-2 pr-4">{session.topic}</td>
              <td className="py-2 pr-4">
                <StatusBadge status={statusTone[session.status]} label={sessionStatusLabels[session.status]} />
              </td>
              <td className="py-2 pr-4">
                {session.seatsTaken} / {session.capacity}
              </td>
              <td className="py-2 pr-4">{seatsLeft(session)}</td>
              <td className="py-2 pr-4">
                {session.remindersMailed} of {session.registrations}
              </td>
              <td className="py-2 pr-4">
                {session.smsSent} of {session.smsReminders}
              </td>
            </tr>
          ))}
        </StaffTable>
      </Panel>

      <Panel title="New session" id="new-session">
        <p className="mb-4 text-sm text-ink-muted">
          The session is published at once: it opens for registration on the webinar page, and everyone who asked to be
          told about the next date gets one e-mail.
        </p>
        <SessionForm
          intent="create"
          values={actionData?.values ?? defaults}
          errors={actionData?.errors}
          submitLabel="Publish session"
        />
      </Panel>
    </div>
  );
}

const statusTone = { scheduled: "new", held: "done", cancelled: "spam" } as const;
