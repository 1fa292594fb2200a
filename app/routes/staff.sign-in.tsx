import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { readForm } from "~/features/staff/form-input";
import { Button } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import { auditSignIn } from "../../server/domain/staff/audit-log";
import { callStaffAuth, forwardCookies, retryAfterMinutes } from "~/features/staff/auth-calls.server";
import { currentStaff, safeStaffPath, staffDb, staffHeaders } from "~/features/staff/guard.server";
import { pendingSecondFactorUser } from "../../server/domain/staff/second-factor";
import { AuthCard, Notice, staffMeta } from "~/features/staff/ui";
import type { PageHandle } from "~/lib/page-handle";
import { ACCOUNT_LOCKED, clearSignInAttempts, countSignInAttempt } from "../../server/domain/staff/sign-in-limit";
import type { Route } from "./+types/staff.sign-in";
import { auditScope } from "~/features/staff/audit-scope.server";

// Sign-in to the back office: e-mail and password, then the code of the authenticator app.
// Both steps go through better-auth's handler, whose limiter counts attempts per address.

// Audit entries written during the request carry its address and user agent.
export const middleware = [staffHeaders, auditScope];

export const handle: PageHandle = { chrome: "staff" };
export const meta: Route.MetaFunction = () => staffMeta("Sign in");

export const WRONG_CREDENTIALS = "Incorrect e-mail or password.";
export const WRONG_CODE =
  "That code is not valid. Please enter the current code from your authenticator app, or an unused backup code.";
/** The backup codes shown at set-up: ten letters and digits, as `abcde-12345`. */
const BACKUP_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeStaffPath(url.searchParams.get("next"));
  if (await currentStaff(request)) throw redirect(next);
  return {
    next,
    step: url.searchParams.get("step") === "code" ? ("code" as const) : ("password" as const),
    signedOut: url.searchParams.has("signed-out"),
  };
}

type SignInResult = { error: string };

function tooMany(response: Response) {
  const minutes = retryAfterMinutes(response);
  return data<SignInResult>(
    {
      error: `Too many sign-in attempts from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    },
    { status: 429 },
  );
}

/** The audit log's entry for the password step: a session (no second factor), a failure or a lockout. */
async function auditPassword(email: string, response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { user?: { id: string; email: string }; code?: string };
  if (response.status === 429) await auditSignIn("sign-in.locked", { id: null, email }, { step: "password" });
  else if (!response.ok) await auditSignIn("sign-in.failure", { id: null, email }, { reason: body.code ?? "unknown" });
  else if (body.user) await auditSignIn("sign-in.success", body.user, { secondFactor: false });
}

/** The audit log's entry for the code step: the session, a wrong code or a lockout, for the pending account. */
async function auditSecondFactor(request: Request, response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { user?: { id: string; email: string }; code?: string };
  if (response.ok && body.user) return auditSignIn("sign-in.success", body.user, { secondFactor: true });
  if (body.code === "INVALID_TWO_FACTOR_COOKIE") return;
  const who = (await pendingSecondFactorUser(request)) ?? { id: null, email: "unknown" };
  // better-auth's own lock after failed codes counts as a lockout, like the per-address limiter's 429.
  const locked = response.status === 429 || body.code === "ACCOUNT_TEMPORARILY_LOCKED";
  await auditSignIn(locked ? "sign-in.locked" : "sign-in.second-factor-failure", who, {
    step: "code",
    reason: body.code ?? "unknown",
  });
}

const trimmed = z
  .string()
  .default("")
  .transform((value) => value.trim());
const signInForm = z.object({
  step: z.string().optional(),
  next: z.string().optional(),
  code: trimmed,
  email: trimmed.transform((email) => email.toLowerCase()),
  password: z.string().default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  // Every field is optional here: what is missing, the steps below answer in their own words.
  const input = await readForm(request, signInForm);
  if (!input.ok) return data<SignInResult>({ error: input.error }, { status: 400 });
  const form = input.data;
  const next = safeStaffPath(form.next);
  if (form.step === "code") {
    const code = form.code.replace(/\s/g, "");
    const backup = BACKUP_CODE.exec(code);
    if (!/^\d{6}$/.test(code) && !backup) return data<SignInResult>({ error: WRONG_CODE }, { status: 400 });
    const response = backup
      ? await callStaffAuth(request, context, "/two-factor/verify-backup-code", { code: `${backup[1]}-${backup[2]}` })
      : await callStaffAuth(request, context, "/two-factor/verify-totp", { code });
    await auditSecondFactor(request, response);
    if (response.status === 429) return tooMany(response);
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      // The first step has expired or was used: start again with the password.
      if (body.code === "INVALID_TWO_FACTOR_COOKIE")
        throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, { headers: forwardCookies(response) });
      return data<SignInResult>({ error: WRONG_CODE }, { status: 401, headers: forwardCookies(response) });
    }
    throw redirect(next, { headers: forwardCookies(response) });
  }

  const { email, password } = form;
  if (!email || !password)
    return data<SignInResult>({ error: "Please enter your e-mail and password." }, { status: 400 });
  const db = await staffDb();
  const attempt = await countSignInAttempt(db, email);
  if (!attempt.allowed) {
    // The per-account limit (0863) is a lockout too: logged like better-auth's per-address one.
    await auditSignIn("sign-in.locked", { id: null, email }, { step: "password", limit: "account" });
    return data<SignInResult>({ error: ACCOUNT_LOCKED(attempt.retryAfterMinutes) }, { status: 429 });
  }
  const response = await callStaffAuth(request, context, "/sign-in/email", { email, password, rememberMe: true });
  await auditPassword(email, response);
  if (response.status === 429) return tooMany(response);
  if (response.ok) await clearSignInAttempts(db, email);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const error = body.code === "BANNED_USER" && body.message ? body.message : WRONG_CREDENTIALS;
    return data<SignInResult>({ error }, { status: 401 });
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { twoFactorRedirect?: boolean };
  const target = body.twoFactorRedirect ? `/staff/sign-in?step=code&next=${encodeURIComponent(next)}` : next;
  throw redirect(target, { headers: forwardCookies(response) });
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { next, step, signedOut } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (step === "code") {
    return (
      <AuthCard
        title="Enter your code"
        lead="Open your authenticator app and enter the 6-digit code for SPARK Back Office, or enter one of your backup codes."
      >
        <Form method="post" className="space-y-5">
          <input type="hidden" name="step" value="code" />
          <input type="hidden" name="next" value={next} />
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            pattern="[0-9 ]{6,7}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}"
            hint="6 digits from the app, or a backup code such as abcde-12345."
            required
          />
          {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
          <Button type="submit" className="w-full" disabled={busy}>
            Verify
          </Button>
        </Form>
        <p className="text-sm text-ink-muted">
          <a href="/staff/sign-in" className="underline underline-offset-4">
            Start again
          </a>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in" lead="For SPARK staff. Accounts are created by invitation only.">
      {signedOut && !actionData ? <Notice tone="success">You are signed out.</Notice> : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="next" value={next} />
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
