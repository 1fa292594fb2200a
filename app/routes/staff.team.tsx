import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { SelectField, TextField } from "~/features/form-kit/fields";
import { recordAudit } from "../../server/domain/staff/audit-log";
import { readForm } from "~/features/staff/form-input";
import { requireOwner } from "~/features/staff/guard.server";
import { InviteError, createInvite, openInvites, revokeInvite } from "../../server/domain/staff/invites";
import { setTwoFactorRequired, twoFactorRequired } from "../../server/domain/staff/second-factor";
import { revokeAllSessions } from "../../server/domain/staff/sessions";
import { staffDirectory } from "../../server/domain/leads/inbox";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import { env } from "../../server/env";
import { transactionWithJobs } from "../../server/jobs/queue";
import { staffAuth } from "../../server/domain/staff/auth";
import { staffRoleLabels, staffRoles } from "../../server/db/staff-vocabulary";
import type { Route } from "./+types/staff.team";

// Staff management, for owners only: invite, change role, deactivate, sign out everywhere, and
// whether the second factor is required.

export const meta: Route.MetaFunction = () => staffMeta("Team");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = requireOwner(context);
  const members = await staffDirectory(db);
  const invites = await openInvites(db);
  return {
    me: user.id,
    required: await twoFactorRequired(db),
    members: members.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    invites: invites.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() })),
  };
}

type TeamResult = { intent: string; error: string } | { intent: string; message: string; inviteUrl?: string };

const chooseRole = { error: "Please choose a role." };
const member = z.string({ error: "That person has no account." });
// What each form of the page sends; anything else is an unknown action.
const teamAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("invite"), email: z.string().default(""), role: z.enum(staffRoles, chooseRole) }),
    // Not a number: no open invitation has it.
    z.object({ intent: z.literal("revoke-invite"), invite: z.coerce.number().int().positive().catch(0) }),
    // An unticked box sends nothing.
    z.object({
      intent: z.literal("require-two-factor"),
      required: z
        .string()
        .optional()
        .transform((v) => v === "on"),
    }),
    z.object({ intent: z.literal("role"), user: member, role: z.enum(staffRoles, chooseRole) }),
    z.object({ intent: z.enum(["deactivate", "reactivate", "revoke-sessions"]), user: member }),
  ],
  { error: "Unknown action." },
);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = requireOwner(context);
  const reply = (result: TeamResult, status = 200) => data<TeamResult>(result, { status });
  const input = await readForm(request, teamAction);
  if (!input.ok) return reply({ intent: input.values.intent ?? "", error: input.error }, 400);
  const form = input.data;
  const intent = form.intent;
  const auth = await staffAuth();

  if (form.intent === "invite") {
    const role = form.role;
    try {
      const email = form.email;
      // The invite and its mail commit together (docs/decisions/0854).
      const invite = await transactionWithJobs(db, (tx, send) =>
        createInvite(tx, { email, role, base: env().PUBLIC_SITE_URL, createdBy: user, mail: send }),
      );
      const replaced = invite.replaced ? " It replaces the earlier invitation, whose link no longer works." : "";
      return reply({
        intent,
        message: `Invitation sent to ${email.trim().toLowerCase()}.${replaced} The one-time link is shown here once as well, to hand over if the mail does not arrive; it works until ${formatBerlin(invite.expiresAt.toISOString())}.`,
        inviteUrl: invite.url,
      });
    } catch (error) {
      if (error instanceof InviteError) return reply({ intent, error: error.message }, 400);
      throw error;
    }
  }
  if (form.intent === "revoke-invite") {
    const revoked = form.invite > 0 ? await revokeInvite(db, user, form.invite) : undefined;
    if (!revoked)
      return reply({ intent, error: "This invitation is no longer open: it was used, revoked or has expired." }, 409);
    return reply({ intent, message: `The invitation to ${revoked.email} is revoked: its link no longer works.` });
  }
  if (form.intent === "require-two-factor") {
    const required = form.required;
    await setTwoFactorRequired(db, user, required);
    return reply({
      intent,
      message: required ? "Two-factor authentication is now required." : "Two-factor authentication is optional.",
    });
  }

  const userId = form.user;
  if (userId === user.id)
    return reply({ intent, error: "You cannot change your own role or deactivate yourself here." }, 400);
  const target = (await staffDirectory(db)).find((member) => member.id === userId);
  if (!target) return reply({ intent, error: "That person has no account." }, 404);

  if (form.intent === "role") {
    const role = form.role;
    await auth.api.setRole({ body: { userId, role }, headers: request.headers });
    await recordAudit(db, user, {
      action: "staff.role",
      targetType: "staff",
      targetId: userId,
      details: { from: target.role, to: role },
    });
    return reply({ intent, message: `${target.name} is now ${role}.` });
  }
  if (intent === "deactivate") {
    // Sessions first, so the log counts them (banning also deletes them, uncounted).
    await revokeAllSessions(db, user, userId);
    await auth.api.banUser({ body: { userId, banReason: "Deactivated by an owner" }, headers: request.headers });
    await recordAudit(db, user, { action: "staff.deactivate", targetType: "staff", targetId: userId });
    return reply({ intent, message: `${target.name} is deactivated and signed out.` });
  }
  if (intent === "reactivate") {
    await auth.api.unbanUser({ body: { userId }, headers: request.headers });
    await recordAudit(db, user, { action: "staff.reactivate", targetType: "staff", targetId: userId });
    return reply({ intent, message: `${target.name} can sign in again.` });
  }
  if (intent === "revoke-sessions") {
    const count = await revokeAllSessions(db, user, userId);
    return reply({ intent, message: `${target.name} was signed out of ${count} session${count === 1 ? "" : "s"}.` });
  }
  return reply({ intent, error: "Unknown action." }, 400);
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { invites, members, me, required } = loaderData;
  const busy = useNavigation().state === "submitting";
  const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Team</h1>
      {actionData ? (
        "error" in actionData ? (
          <Notice tone="error">{actionData.error}</Notice>
        ) : (
          <Notice tone="success">{actionData.message}</Notice>
        )
      ) : null}
      {actionData && "inviteUrl" in actionData && actionData.inviteUrl ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Invitation link</span>
          <input
            readOnly
            value={actionData.inviteUrl}
            className="block w-full rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-sm"
          />
        </label>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Invite someone" id="invite">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="invite" />
            <TextField label="E-mail" name="email" type="email" required />
            <SelectField label="Role" name="role" defaultValue="staff" options={roleOptions} />
            <p className="text-sm text-ink-muted">
              Owners do everything; staff work the leads; editors change the price list and see no leads or personal
              data.
            </p>
            <Button type="submit" disabled={busy}>
              Send invitation
            </Button>
          </Form>
        </Panel>
        <Panel title="Security" id="security">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="require-two-factor" />
            <label className="flex items-center gap-3">
              <input
                type="checkbox"
                name="required"
                defaultChecked={required}
                key={String(required)}
                className="size-5 accent-accent"
              />
              Require two-factor authentication for everyone
            </label>
            <Button type="submit" variant="secondary" disabled={busy}>
              Save
            </Button>
          </Form>
        </Panel>
      </div>

      <Panel title="Open invitations" id="invites">
        {invites.length === 0 ? (
          <p className="text-ink-muted">No open invitations.</p>
        ) : (
          <ul className="divide-y divide-line">
            {invites.map((invite) => (
              <li
                key={invite.id}
                className="flex flex-wrap items-center gap-4 py-4"
                aria-label={`Invitation to ${invite.email}`}
              >
                <div className="min-w-60 flex-1">
                  <p className="font-semibold">{invite.email}</p>
                  <p className="text-sm text-ink-muted">
                    {invite.role} · invited {formatBerlin(invite.createdAt)}
                    {invite.createdBy ? ` by ${invite.createdBy}` : ""} · expires {formatBerlin(invite.expiresAt)}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-invite" />
                  <input type="hidden" name="invite" value={invite.id} />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    Revoke
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Staff accounts" id="members">
        <ul className="divide-y divide-line">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-4 py-4">
              <div className="min-w-60 flex-1">
                <p className="font-semibold">
                  {member.name} {member.id === me ? <span className="text-ink-muted">(you)</span> : null}
                </p>
                <p className="text-sm text-ink-muted">
                  {member.email} · {member.role} · {member.banned ? "deactivated" : "active"} · two-factor{" "}
                  {member.twoFactorEnabled ? "on" : "off"} · since {formatBerlin(member.createdAt)}
                </p>
              </div>
              {member.id === me ? null : (
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="user" value={member.id} />
                    <SelectField
                      label={`Role of ${member.name}`}
                      name="role"
                      defaultValue={member.role}
                      key={member.role}
                      options={roleOptions}
                    />
                    <Button type="submit" variant="secondary" disabled={busy}>
                      Change role
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-sessions" />
                    <input type="hidden" name="user" value={member.id} />
                    <Button type="submit" variant="secondary" disabled={busy}>
                      Sign out everywhere
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value={member.banned ? "reactivate" : "deactivate"} />
                    <input type="hidden" name="user" value={member.id} />
                    <Button type="submit" variant="secondary" disabled={busy}>
                      {member.banned ? "Reactivate" : "Deactivate"}
                    </Button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
