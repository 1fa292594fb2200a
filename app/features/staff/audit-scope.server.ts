import type { MiddlewareFunction } from "react-router";
import { requestInfo } from "../../../server/request-context.ts";
import { withRequestOrigin } from "../../../server/domain/staff/audit-log.ts";

/**
 * Route middleware of every /staff route: the rest of the request runs inside its origin (client
 * address after proxy trust, user agent), which every audit entry it writes carries (docs/decisions/0857).
 */
export const auditScope: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const ip = requestInfo(context).clientIp;
  return withRequestOrigin(
    {
      ipAddress: ip && ip !== "unknown" ? ip : null,
      userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null,
    },
    next,
  );
};
