import { Form, NavLink, Outlet } from "react-router";
import { signedInStaff, staffGuard, staffHeaders } from "~/features/staff/guard.server";
import { staffNavFor } from "~/features/staff/nav";
import { StaffError } from "~/features/staff/StaffError";
import { staffMeta } from "~/features/staff/ui";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/staff";
import { auditScope } from "~/features/staff/audit-scope.server";

// The back office's frame. Its middleware runs for every request under it, a data request for one
// child's loader or action included: audit entries carry the request's address and user agent, the
// responses are never stored or indexed, and only a signed-in staff member gets past the guard, to
// the pages their role opens (features/staff/access.ts, decision 1145).
export const middleware = [staffHeaders, auditScope, staffGuard];

export const handle: PageHandle = { chrome: "staff" };
export const meta: Route.MetaFunction = () => staffMeta("Back office");
export function loader({ context }: Route.LoaderArgs) {
  return { user: signedInStaff(context).user };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const items = staffNavFor(user.role);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface/80">
        <div className="container-page flex flex-wrap items-center gap-x-8 gap-y-3 py-4">
          <p className="font-display text-lg font-semibold">
            SPARK <span className="text-accent">Back Office</span>
          </p>
          <nav aria-label="Back office" className="flex flex-wrap gap-1">
            {items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === "/staff"}
                className={({ isActive }) =>
                  `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                    isActive ? "bg-ink/10 text-ink" : "text-ink-muted hover:text-ink"
                  }`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-4 text-sm">
            <span className="text-ink-muted">
              {user.name} · {user.role}
            </span>
            <Form method="post" action="/staff/sign-out">
              <button
                type="submit"
                className="rounded-full border border-ink/30 px-4 py-2 font-semibold hover:border-ink/60"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="container-page py-8">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffError error={error} />;
}
