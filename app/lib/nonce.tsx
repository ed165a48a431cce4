import { createContext, useContext } from "react";

// The per-request CSP nonce, given to the page's own scripts while the server renders.
// In the browser it is empty: the scripts are already in place and the browser hides nonces.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
