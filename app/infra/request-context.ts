import { createContext } from "react-router";

// What the HTTP server tells the app about each request. At build time (prerendering) there is
// no request: the nonce is a marker the server swaps for a fresh nonce whenever it sends the page,
// and there is no request id (a page the server keeps and sends to many carries none).

export const PRERENDER_NONCE = "studio-prerender-nonce";

export type RequestInfo = { nonce: string; ip: string; requestId: string };

export const requestContext = createContext<RequestInfo>({
  nonce: PRERENDER_NONCE,
  ip: "",
  requestId: "",
});
