import { createContext, useContext, useState } from "react";

// The id of the request the server answered, for the error screen's reference line: given while
// the server renders, read back from that line when the browser takes the page over (the browser
// has no other copy of it). An error met later, in the browser, has no reference of its own.

const RequestReferenceContext = createContext("");

export const RequestReferenceProvider = RequestReferenceContext.Provider;

const elementId = "request-reference";

function writtenByServer(): string {
  if (typeof document === "undefined") return "";
  const line = document.getElementById(elementId);
  return line?.dataset.reference ?? "";
}

/** The reference line: the label and the request's id, or nothing when there is no id. */
export function RequestReference({ label, className }: { label: string; className?: string }) {
  const fromServer = useContext(RequestReferenceContext);
  // Kept from the first render: the line the server wrote is read once, while it is still there.
  const [reference] = useState(() => fromServer || writtenByServer());
  if (!reference) return null;
  return (
    <p id={elementId} data-reference={reference} className={className}>
      {label} <span className="font-mono">{reference}</span>
    </p>
  );
}
