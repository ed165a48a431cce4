// Calls to outside services (the form-submission service, the mailing provider, the mail
// server), each bounded in time. A failed call says whether trying again can help: a refused
// connection, a timeout or a server error can pass; a request the service calls wrong will not.

export class DeliveryError extends Error {
  /** True when the same request may succeed later; false when it must be changed first. */
  readonly retry: boolean;
  constructor(message: string, { retry }: { retry: boolean }) {
    super(message);
    this.name = "DeliveryError";
    this.retry = retry;
  }
}

/** HTTP statuses that say "not now" rather than "not this": a timeout, a rate limit, too early. */
const passingStatuses = new Set([408, 425, 429]);

export function statusMayPass(status: number): boolean {
  return status >= 500 || passingStatuses.has(status);
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code =
    typeof cause === "object" && cause !== null && "code" in cause ? String(cause.code) : "";
  const message = cause instanceof Error ? cause.message : String(cause);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * One HTTP request with a deadline. Answers the response whatever its status; throws a
 * DeliveryError that may pass when there is no answer in time or no connection at all.
 */
export async function callService(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new DeliveryError(`no answer within ${timeoutMs / 1000} s`, { retry: true });
    }
    throw new DeliveryError(`could not connect: ${networkReason(error)}`, { retry: true });
  }
}

/** A short, single-line account of an answer that was not a success, for the staff area. */
export async function describeRefusal(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  let detail = body;
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === "object" && json !== null) {
      const fields = json as Record<string, unknown>;
      const found = [fields.detail, fields.message, fields.title, fields.error].find(
        (value) => typeof value === "string" && value.trim() !== "",
      );
      if (typeof found === "string") detail = found;
    }
  } catch {
    // not JSON: the text itself
  }
  const line = detail.replace(/\s+/g, " ").trim().slice(0, 300);
  return `HTTP ${response.status}${line ? `: ${line}` : ""}`;
}
