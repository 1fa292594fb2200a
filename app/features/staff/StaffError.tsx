import { isRouteErrorResponse } from "react-router";

// What the back office says when it refuses or fails a page: a refusal (guard.server.ts) says why, for
// the role refused, and where that role starts. The back office's own error boundary (routes/staff.tsx),
// and the root's for a refusal by the back office's middleware: React Router renders a middleware's
// error at the highest route with a loader, the root since the root has one (the placed photos).

export function StaffError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refusal (guard.server.ts) says why, for the role refused, and where that role starts.
  const refusal = isRouteErrorResponse(error) ? (error.data as { message?: unknown; home?: unknown } | null) : null;
  const home = typeof refusal?.home === "string" ? refusal.home : "/staff";
  const message =
    status === 403
      ? typeof refusal?.message === "string"
        ? refusal.message
        : "Only an owner can manage staff and settings."
      : status === 404
        ? "There is no such page or lead in the back office."
        : "Something went wrong. Please try again in a moment.";
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-title font-semibold">
        {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Error"}
      </h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      <p className="mt-8">
        <a href={home} className="font-semibold text-accent underline-offset-4 hover:underline">
          {home === "/staff" ? "Back to the inbox" : "Back to the price list"}
        </a>
      </p>
    </div>
  );
}
