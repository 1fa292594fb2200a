import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";
import { requestInfo } from "../../../server/request-context.ts";

// Where a back-office request comes from (client address after proxy trust, user agent), kept for the
// length of the request so that every audit entry written while it runs carries both, without each
// caller passing them on (docs/decisions/0857).

export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

const scope = new AsyncLocalStorage<RequestOrigin>();

/** Route middleware of every /staff route: the rest of the request runs inside its origin. */
export const auditScope: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const ip = requestInfo(context).clientIp;
  return scope.run(
    {
      ipAddress: ip && ip !== "unknown" ? ip : null,
      userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null,
    },
    next,
  );
};

/** The origin of the request being handled; none outside a request (the command line, jobs). */
export function currentOrigin(): RequestOrigin {
  return scope.getStore() ?? { ipAddress: null, userAgent: null };
}
