import QRCode from "qrcode";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import { recordAudit } from "../../server/domain/staff/audit-log";
import { callStaffAuth, forwardCookies } from "~/features/staff/auth-calls.server";
import { signedInStaff } from "~/features/staff/guard.server";
import { twoFactorRequired } from "../../server/domain/staff/second-factor";
import { revokeSession, sessionsOf } from "../../server/domain/staff/sessions";
import { readForm } from "~/features/staff/form-input";
import { formatBerlin, Notice, Panel, staffMeta } from "~/features/staff/ui";
import { transactionWithJobs } from "../../server/jobs/queue";
import type { SecurityChange } from "../../server/domain/staff/security-mail";
import { staffAuth } from "../../server/domain/staff/auth";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "../../server/domain/staff/password-policy";
import { queueSecurityNotice } from "../../server/domain/staff/security-notice";
import type { Route } from "./+types/staff.account";

// Own account: the second factor (set up here, also when the owner requires it before anything
// else opens), the password, and the sessions signed in with this account.

export const meta: Route.MetaFunction = () => staffMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, user, sessionId } = signedInStaff(context);
  const sessions = await sessionsOf(db, user.id);
  return {
    user,
    passwordChanged: new URL(request.url).searchParams.get("password") === "changed",
    required: await twoFactorRequired(db),
    minLength: MIN_PASSWORD_LENGTH,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === sessionId,
      createdAt: s.createdAt.toISOString(),
      lastSeen: s.updatedAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}

type AccountResult =
  | { intent: string; error: string }
  | { intent: "two-factor-start"; secret: string; qrSvg: string; backupCodes: string[] }
  | { intent: string; message: string; backupCodes?: string[] };

// What each form of the page sends; a missing field is an empty one, which the checks below refuse.
const text = z.string().default("");
const accountAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("two-factor-start"), password: text }),
    z.object({ intent: z.literal("backup-codes"), password: text }),
    // Authenticator apps show the code in groups: "123 456".
    z.object({ intent: z.literal("two-factor-verify"), code: text.transform((code) => code.replace(/\s/g, "")) }),
    z.object({ intent: z.literal("password"), current: text, new: text }),
    z.object({ intent: z.literal("revoke"), session: text }),
  ],
  { error: "Unknown action." },
);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, user } = signedInStaff(context);
  const reply = (result: AccountResult, status = 200) => data<AccountResult>(result, { status });
  const input = await readForm(request, accountAction);
  if (!input.ok) return reply({ intent: input.values.intent ?? "", error: input.error }, 400);
  const form = input.data;
  const intent = form.intent;
  const auth = await staffAuth();
  // The audit entry and the notice mail to the person commit together (docs/decisions/0861).
  const recordChange = (action: string, change: SecurityChange) =>
    transactionWithJobs(db, async (tx, send) => {
      await recordAudit(tx, user, { action, targetType: "staff", targetId: user.id });
      await queueSecurityNotice(send, user.id, change);
    });

  if (form.intent === "two-factor-start") {
    const password = form.password;
    try {
      const result = await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers: request.headers });
      if (result.method !== "totp") throw new Error("TOTP set-up expected");
      const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
      const qrSvg = await QRCode.toString(result.totpURI, { type: "svg", margin: 1, width: 200 });
      return reply({ intent: form.intent, secret, qrSvg, backupCodes: result.backupCodes });
    } catch {
      return reply({ intent, error: "Incorrect password." }, 400);
    }
  }
  if (form.intent === "two-factor-verify") {
    const code = form.code;
    const response = await callStaffAuth(request, context, "/two-factor/verify-totp", { code });
    if (!response.ok)
      return reply(
        { intent, error: "That code is not valid. Enter your password to start the set-up again." },
        response.status === 429 ? 429 : 400,
      );
    await recordChange("two-factor.enable", "two-factor");
    throw redirect("/staff/account?two-factor=on", { headers: forwardCookies(response) });
  }
  if (form.intent === "password") {
    const { current: currentPassword, new: newPassword } = form;
    const problem = passwordProblem(newPassword, user.email);
    if (problem) return reply({ intent, error: problem }, 400);
    const response = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      asResponse: true,
    });
    if (!response.ok) return reply({ intent, error: "Your current password is not correct." }, 400);
    await recordChange("password.change", "password");
    // A redirect carries better-auth's renewed session cookie as it is.
    throw redirect("/staff/account?password=changed", { headers: forwardCookies(response) });
  }
  if (form.intent === "backup-codes") {
    if (!user.twoFactorEnabled) return reply({ intent, error: "Set up two-factor authentication first." }, 400);
    const password = form.password;
    const result = await auth.api
      .generateBackupCodes({ body: { password }, headers: request.headers })
      .catch(() => undefined);
    if (!result?.status) return reply({ intent, error: "Incorrect password." }, 400);
    await recordChange("two-factor.backup-codes", "backup-codes");
    return reply({
      intent,
      message: "New backup codes are ready. Your earlier backup codes no longer work.",
      backupCodes: result.backupCodes,
    });
  }
  const done = await revokeSession(db, user, user.id, form.session);
  if (!done) return reply({ intent, error: "That session has ended already." }, 404);
  return reply({ intent, message: "Session signed out." });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, required, sessions, minLength, passwordChanged } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData;
  const started = result && "secret" in result ? result : undefined;
  const notice = (intent: string) =>
    result && result.intent === intent && !("secret" in result) ? (
      "error" in result ? (
        <Notice tone="error">{result.error}</Notice>
      ) : (
        <Notice tone="success">{result.message}</Notice>
      )
    ) : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">My account</h1>
        <p className="mt-1 text-ink-muted">
          {user.name} · {user.email} · {user.role}
        </p>
      </div>

      <Panel title="Two-factor authentication" id="two-factor">
        {user.twoFactorEnabled ? (
          <div className="space-y-4">
            <p>Two-factor authentication is on. Each sign-in asks for a code from your authenticator app.</p>
            <p>
              Without the app, a backup code signs you in instead, once each. Generate new ones when you have used some
              or think someone saw them: the earlier ones then stop working.
            </p>
            {result && "backupCodes" in result && result.backupCodes ? (
              <ul data-testid="backup-codes" className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
                {result.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            ) : null}
            <Form method="post" className="max-w-sm space-y-3">
              <input type="hidden" name="intent" value="backup-codes" />
              <TextField
                label="Password for new backup codes"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                Generate new backup codes
              </Button>
            </Form>
          </div>
        ) : started ? (
          <div className="space-y-4">
            <p>
              Scan this code with your authenticator app (or enter the key by hand), then enter the 6-digit code it
              shows.
            </p>
            <div className="w-fit rounded-lg bg-white p-2" dangerouslySetInnerHTML={{ __html: started.qrSvg }} />
            <p>
              Key:{" "}
              <code data-testid="totp-secret" className="rounded bg-canvas px-2 py-1 font-mono">
                {started.secret}
              </code>
            </p>
            <details>
              <summary className="cursor-pointer font-semibold">Backup codes (keep them somewhere safe)</summary>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
                {started.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </details>
            <Form method="post" className="max-w-sm space-y-3">
              <input type="hidden" name="intent" value="two-factor-verify" />
              <TextField
                label="Code from the app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
              <Button type="submit" disabled={busy}>
                Turn on
              </Button>
            </Form>
          </div>
        ) : (
          <div className="space-y-4">
            {required ? (
              <Notice tone="error">The back office requires two-factor authentication. Set it up to continue.</Notice>
            ) : null}
            <p>Confirm your password to connect an authenticator app.</p>
            <Form method="post" className="max-w-sm space-y-3">
              <input type="hidden" name="intent" value="two-factor-start" />
              <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
              <Button type="submit" disabled={busy}>
                Set up two-factor authentication
              </Button>
            </Form>
          </div>
        )}
        <div className="mt-4 space-y-2">
          {notice("two-factor-start")}
          {notice("two-factor-verify")}
          {notice("backup-codes")}
        </div>
      </Panel>

      <Panel title="Password" id="password">
        <Form method="post" className="max-w-sm space-y-3">
          <input type="hidden" name="intent" value="password" />
          <TextField label="Current password" name="current" type="password" autoComplete="current-password" required />
          <TextField
            label="New password"
            name="new"
            type="password"
            autoComplete="new-password"
            minLength={minLength}
            hint={`At least ${minLength} characters; not a common password, nor one containing your e-mail or 'spark'.`}
            required
          />
          {notice("password")}
          {passwordChanged && !actionData ? (
            <Notice tone="success">Password changed. Your other sessions were signed out.</Notice>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy}>
            Change password
          </Button>
        </Form>
      </Panel>

      <Panel title="Sessions" id="sessions">
        {notice("revoke")}
        <ul className="mt-2 divide-y divide-line">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium">
                  {session.userAgent ?? "Unknown browser"}
                  {session.current ? <span className="ml-2 text-accent">(this browser)</span> : null}
                </p>
                <p className="text-ink-muted">
                  Signed in {formatBerlin(session.createdAt)} · last active {formatBerlin(session.lastSeen)}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="session" value={session.id} />
                <Button type="submit" variant="secondary" disabled={busy}>
                  Sign out this session
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
