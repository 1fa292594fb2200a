import { createContext, RouterContextProvider } from "react-router";

// What the production server knows about a request that loaders and actions need.
export interface RequestInfo {
  nonce: string;
  clientIp: string;
  requestId: string;
}

// Prerendered HTML is built with this nonce; the server swaps in a fresh one per response.
export const PRERENDER_NONCE = "__SPARK_CSP_NONCE__";

const requestInfoContext = createContext<RequestInfo>({
  nonce: PRERENDER_NONCE,
  clientIp: "unknown",
  requestId: "prerender",
});

export function createRequestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function requestInfo(context: Readonly<RouterContextProvider> | undefined): RequestInfo {
  return context ? context.get(requestInfoContext) : requestInfoContext.defaultValue!;
}
