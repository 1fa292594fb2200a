import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { readForm } from "~/features/staff/form-input";
import { Button } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";
import { callStaffAuth, forwardCookies } from "~/features/staff/auth-calls.server";
import { staffDb, staffHeaders } from "~/features/staff/guard.server";
import { acceptInvite, inviteByToken } from "../../server/domain/staff/invites";
import { AuthCard, Notice, staffMeta } from "~/features/staff/ui";
import type { PageHandle } from "~/lib/page-handle";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "../../server/domain/staff/password-policy";
import type { Route } from "./+types/staff.invite.$token";
import { auditScope } from "~/features/staff/audit-scope.server";

// A one-time invite link (from `npm run staff -- add` or an owner): set a name and password, and
// enter the back office (where the second factor is set up next when it is required).

// Audit entries written during the request carry its address and user agent.
export const middleware = [staffHeaders, auditScope];

export const handle: PageHandle = { chrome: "staff" };
export const meta: Route.MetaFunction = () => staffMeta("Accept invitation");

const INVALID = "This invitation link is not valid: it was used already or has expired. Please ask for a new one.";
const REVOKED =
  "This invitation was revoked: an owner withdrew it or sent a newer one. Please use the newest invitation you received, or ask for a new one.";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await inviteByToken(await staffDb(), params.token);
  if (found.state !== "open")
    return data(
      { valid: false as const, message: found.state === "revoked" ? REVOKED : INVALID },
      { status: found.state === "revoked" ? 410 : 404 },
    );
  const { invite } = found;
  return { valid: true as const, email: invite.email, role: invite.role, minLength: MIN_PASSWORD_LENGTH };
}

// The password itself is checked against the policy below, which knows the invited address.
const enterName = "Please enter your name.";
const acceptForm = z
  .object({
    name: z.string().default("").pipe(z.string().trim().min(1, enterName).max(100, enterName)),
    password: z.string().default(""),
    confirm: z.string().default(""),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirm) ctx.addIssue({ code: "custom", message: "The two passwords do not match." });
  });

export async function action({ request, context, params }: Route.ActionArgs) {
  const fail = (error: string, status = 400) => data({ error }, { status });
  const input = await readForm(request, acceptForm);
  if (!input.ok) return fail(input.error);
  const { name, password } = input.data;
  const db = await staffDb();
  const found = await inviteByToken(db, params.token);
  if (found.state !== "open") return fail(found.state === "revoked" ? REVOKED : INVALID, 410);
  const problem = passwordProblem(password, found.invite.email);
  if (problem) return fail(problem);
  const accepted = await acceptInvite(db, { token: params.token, name, password }).catch((error: unknown) => {
    console.error(`[staff] invite could not be accepted: ${error instanceof Error ? error.message : String(error)}`);
    return "failed" as const;
  });
  if (accepted === "failed") return fail("Your account could not be created. Please try again in a moment.", 500);
  if (!accepted) {
    const now = await inviteByToken(db, params.token);
    return fail(now.state === "revoked" ? REVOKED : INVALID, 410);
  }
  const response = await callStaffAuth(request, context, "/sign-in/email", { email: accepted.email, password });
  if (!response.ok) throw redirect("/staff/sign-in");
  throw redirect("/staff", { headers: forwardCookies(response) });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <AuthCard title="Invitation not valid">
        <Notice tone="error">{loaderData.message}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Welcome to the back office"
      lead={
        <>
          You are invited as <strong className="text-ink">{loaderData.role}</strong> with{" "}
          <strong className="text-ink">{loaderData.email}</strong>. Choose your password to continue.
        </>
      }
    >
      <Form method="post" className="space-y-5">
        <TextField label="Your name" name="name" autoComplete="name" required maxLength={100} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={loaderData.minLength}
          hint={`At least ${loaderData.minLength} characters; not a common password, nor one containing your e-mail or 'spark'.`}
        />
        <TextField label="Repeat password" name="confirm" type="password" autoComplete="new-password" required />
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          Set password and continue
        </Button>
      </Form>
    </AuthCard>
  );
}
