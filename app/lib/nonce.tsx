import { createContext, useContext, type ReactNode } from "react";

// The CSP nonce of this response. Only the server knows it; in the browser it is "".
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
