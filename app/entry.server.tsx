import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { logger } from "~/infra/logger.server";
import { requestContext } from "~/infra/request-context";
import { NonceProvider } from "~/lib/nonce";
import { RequestReferenceProvider } from "~/lib/request-reference";
import { withIconSymbols } from "~/lib/icon-symbols.server";
import { createDocumentTransform, paintFirst } from "~/lib/paint-first.server";
import { withPageStyles } from "~/lib/page-styles.server";
import { settleBoundaries } from "~/lib/settled-boundaries.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for the whole page; visitors get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestReferenceProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestReferenceProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(
            createDocumentTransform((html) =>
              withPageStyles(paintFirst(withIconSymbols(settleBoundaries(html)))),
            ),
          ).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A route's failure, logged as one line that carries the request's id, the reference the error
 * screen shows. A request its visitor gave up on is no fault.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router's own answers (no such route) carry the error that made them.
  const cause = isRouteErrorResponse(error) && "error" in error ? error.error : undefined;
  logger.error({ err: cause ?? error }, "request failed");
};

export { serverRuntime } from "./server-runtime.server";
