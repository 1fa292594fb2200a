import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { parseForm } from "~/features/staff/form-input";
import { Button, buttonClass } from "~/components/ui/Button";
import { signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Notice, Panel, StaffTable, StatusBadge, staffMeta } from "~/features/staff/ui";
import { SessionForm } from "~/features/staff/webinar-form";
import { sessionStatusLabels } from "~/features/staff/webinars";
import { seatsLeft } from "../../server/domain/webinar/session-view";
import {
  cancelSession,
  releaseSeat,
  sessionDetail,
  SessionError,
  updateSession,
} from "../../server/domain/webinar/session-admin";
import { formValuesOf, parseSessionForm } from "../../server/domain/webinar/session-form";
import { sessionById } from "../../server/domain/webinar/sessions";
import type { Route } from "./+types/staff.webinars.$sessionId";

// One webinar session: its facts (editable while it is scheduled and has not started), its
// registrations (each linked to its lead in the inbox) and SMS reminders, and cancelling it
// after a confirmation step.

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Webinar ${loaderData.session.slug}` : "Webinar");

const notFound = () => data({ message: "No such session" }, { status: 404 });

function sessionId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = signedInStaff(context);
  const detail = await sessionDetail(db, sessionId(params.sessionId));
  if (!detail) throw notFound();
  const { session } = detail;
  const search = new URL(request.url).searchParams;
  const now = new Date();
  const open = session.status === "scheduled" && session.startsAt > now;
  return {
    session: { ...session, startsAt: session.startsAt.toISOString() },
    values: formValuesOf(session),
    open,
    confirmCancel: open && search.get("confirm") === "cancel",
    notice:
      search.get("created") === "1"
        ? `Session published. ${Number(search.get("notified") ?? 0)} waiting ${Number(search.get("notified")) === 1 ? "address is" : "addresses are"} being e-mailed.`
        : search.get("updated") === "1"
          ? Number(search.get("mailed") ?? 0) > 0
            ? `Session saved. Its ${Number(search.get("mailed"))} ${Number(search.get("mailed")) === 1 ? "registrant is" : "registrants are"} being e-mailed the new time with an updated calendar file.`
            : "Session saved."
          : search.get("cancelled") === "1"
            ? "Session cancelled. Its registrants are being e-mailed."
            : search.get("released") === "1"
              ? "Seat released."
              : null,
    registrations: detail.registrations.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      reminderMailSentAt: r.reminderMailSentAt?.toISOString() ?? null,
    })),
    sms: detail.sms.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      sentAt: s.sentAt?.toISOString() ?? null,
    })),
  };
}

// The buttons of the page; the session form's own fields are parsed by parseSessionForm.
const sessionAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("update") }),
    // Not a number: no registration of this session has it, which releaseSeat answers.
    z.object({ intent: z.literal("release"), registration: z.string().default("").transform(Number) }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: "Unknown action." },
);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const id = sessionId(params.sessionId);
  const session = await sessionById(db, id);
  if (!session) throw notFound();
  const form = await request.formData().catch(() => new FormData());
  const fail = (errors: Record<string, string>, values = formValuesOf(session)) =>
    data({ values, errors }, { status: 400 });
  const input = parseForm(form, sessionAction);
  if (!input.ok) return fail({ form: input.error });
  try {
    if (input.data.intent === "update") {
      const { values, input: changes, errors } = parseSessionForm(form, new Date(), session.seatsTaken);
      if (!changes) return fail(errors, values);
      const { registrantsMailed } = await updateSession(db, user, id, changes);
      throw redirect(`/staff/webinars/${id}?updated=1${registrantsMailed > 0 ? `&mailed=${registrantsMailed}` : ""}`);
    }
    if (input.data.intent === "release") {
      await releaseSeat(db, user, id, input.data.registration);
      throw redirect(`/staff/webinars/${id}?released=1#registrations`);
    }
    await cancelSession(db, user, id);
    throw redirect(`/staff/webinars/${id}?cancelled=1`);
  } catch (error) {
    if (error instanceof SessionError) return fail({ form: error.message });
    throw error;
  }
}

const statusTone = { scheduled: "new", held: "done", cancelled: "spam" } as const;

export default function WebinarSession({ loaderData, actionData }: Route.ComponentProps) {
  const { session, values, open, confirmCancel, notice, registrations, sms } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fieldErrors = actionData && !actionData.errors.form;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/staff/webinars" className="text-ink-muted underline-offset-4 hover:underline">
          ← All sessions
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-semibold">
          {session.topic} · {formatBerlin(session.startsAt)}
        </h1>
        <StatusBadge status={statusTone[session.status]} label={sessionStatusLabels[session.status]} />
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {actionData?.errors.form ? <Notice tone="error">{actionData.errors.form}</Notice> : null}
      {fieldErrors ? <Notice tone="error">Nothing was saved: please correct the fields marked below.</Notice> : null}

      <Panel title="Session" id="session">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-ink-muted">Slug</dt>
          <dd className="font-mono">{session.slug}</dd>
          <dt className="text-ink-muted">Seats</dt>
          <dd>
            {session.seatsTaken} of {session.capacity} taken, {seatsLeft(session)} left
          </dd>
          <dt className="text-ink-muted">Duration</dt>
          <dd>{session.durationMinutes} minutes</dd>
          <dt className="text-ink-muted">Join link</dt>
          <dd className="break-all">{session.joinUrl}</dd>
        </dl>
      </Panel>

      {open ? (
        <Panel title="Edit" id="edit">
          <SessionForm
            intent="update"
            values={actionData?.values ?? values}
            errors={actionData?.errors}
            submitLabel="Save changes"
          />
        </Panel>
      ) : null}

      <Panel title={`Registrations (${registrations.length})`} id="registrations">
        {registrations.length > 0 ? (
          <p className="mb-4 flex flex-wrap gap-2">
            <a href={`/staff/webinars/${session.id}/registrants.csv`} className={buttonClass("secondary")} download>
              Export registrants
            </a>
            <a
              href={`/staff/webinars/${session.id}/registrants.csv?sep=semicolon`}
              className={buttonClass("ghost")}
              download
            >
              Export for German Excel
            </a>
          </p>
        ) : null}
        <StaffTable
          label="Registrations"
          columns={["Name", "E-mail", "Registered", "24-hour mail", "Looks automated", ""]}
          empty="No registrations yet."
          framed={false}
        >
          {registrations.map((r) => (
            <tr key={r.id} className="border-t border-line">
              <td className="py-2 pr-4">
                {r.leadId ? (
                  <Link to={`/staff/leads/${r.leadId}`} className="font-semibold underline-offset-4 hover:underline">
                    {r.name}
                  </Link>
                ) : (
                  r.name
                )}
              </td>
              <td className="py-2 pr-4">{r.email}</td>
              <td className="whitespace-nowrap py-2 pr-4 text-ink-muted">{formatBerlin(r.createdAt)}</td>
              <td className="whitespace-nowrap py-2 pr-4 text-ink-muted">
                {r.reminderMailSentAt ? formatBerlin(r.reminderMailSentAt) : "not yet"}
              </td>
              <td className="py-2 pr-4">{r.automated ?? "-"}</td>
              <td className="py-2 pr-4">
                {open ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="release" />
                    <input type="hidden" name="registration" value={r.id} />
                    <Button type="submit" variant="secondary" disabled={busy} aria-label={`Release seat of ${r.email}`}>
                      Release seat
                    </Button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      </Panel>

      <Panel title={`SMS reminders (${sms.length})`} id="sms">
        {sms.length === 0 ? (
          <p className="text-ink-muted">
            {session.status === "scheduled"
              ? "No SMS reminders requested."
              : "None: the numbers of a session are deleted once it is over or cancelled."}
          </p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {sms.map((s) => (
              <li key={s.id} className="flex flex-wrap gap-4 py-2">
                <span className="font-mono">
                  {s.leadId ? (
                    <Link to={`/staff/leads/${s.leadId}`} className="underline-offset-4 hover:underline">
                      {s.number}
                    </Link>
                  ) : (
                    s.number
                  )}
                </span>
                <span className="text-ink-muted">requested {formatBerlin(s.createdAt)}</span>
                <span className="text-ink-muted">{s.sentAt ? `sent ${formatBerlin(s.sentAt)}` : "not sent yet"}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {open ? (
        <Panel title="Cancel this session" id="cancel">
          {confirmCancel ? (
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="cancel" />
              <p>
                Cancel this session for good? Its {registrations.length}{" "}
                {registrations.length === 1 ? "registrant gets" : "registrants get"} a cancellation e-mail, the page
                stops taking registrations for it and its SMS numbers are deleted.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={busy}>
                  Cancel session permanently
                </Button>
                <Link to={`/staff/webinars/${session.id}`} className={buttonClass("secondary")}>
                  Keep the session
                </Link>
              </div>
            </Form>
          ) : (
            <Link to="?confirm=cancel" className={buttonClass("secondary")}>
              Cancel session…
            </Link>
          )}
        </Panel>
      ) : null}
    </div>
  );
}
