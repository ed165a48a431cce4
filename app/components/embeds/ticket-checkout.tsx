import { Ticket } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { ticketWidget, widgetLoadTimeoutMs, type TicketWidgetSettings } from "~/lib/widgets";
import { widgetText } from "~/content/provider";
import { Card } from "~/components/ui/card";
import { ExternalButton } from "~/components/ui/external-link";
import { addScriptOnce } from "./add-script";

// The ticket service's embedded checkout (spec §2 workshop page, §3 "Ticket widget config",
// §4: it logs when an order completes). It loads about 100 ms after the page into a container
// 425 px high. Not configured, blocked or slow (or without script): a plain booking link.

type CheckoutOptions = {
  widgetType: "checkout";
  eventId: string;
  iframeContainerId: string;
  iframeContainerHeight: number;
  onOrderComplete: () => void;
};

declare global {
  interface Window {
    EBWidgets?: { createWidget: (options: CheckoutOptions) => void };
  }
}

type State = "link" | "loading" | "loaded";

export function TicketCheckout({
  settings,
  bookingUrl,
  linkLabel,
  note,
}: {
  settings: TicketWidgetSettings | null;
  bookingUrl: string;
  linkLabel: string;
  note: string;
}) {
  const [state, setState] = useState<State>("link");

  useEffect(() => {
    if (!settings) return;
    const container = document.getElementById(ticketWidget.containerId);
    if (!container) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const giveUp = () => {
      clearInterval(poll);
      container.replaceChildren();
      setState("link");
    };
    const start = () => {
      setState("loading");
      const { script } = addScriptOnce(settings.script);
      const started = Date.now();
      let created = false;
      script.addEventListener("error", giveUp);
      poll = setInterval(() => {
        if (!created && window.EBWidgets) {
          created = true;
          window.EBWidgets.createWidget({
            widgetType: "checkout",
            eventId: settings.eventId,
            iframeContainerId: ticketWidget.containerId,
            iframeContainerHeight: ticketWidget.height,
            onOrderComplete: () => console.info("Ticket order complete"),
          });
        }
        if (container.querySelector("iframe")) {
          clearInterval(poll);
          setState("loaded");
        } else if (Date.now() - started > widgetLoadTimeoutMs) giveUp();
      }, 100);
      return script;
    };
    let script: HTMLScriptElement | undefined;
    const timer = setTimeout(() => {
      script = start();
    }, ticketWidget.delayMs);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
      script?.removeEventListener("error", giveUp);
    };
  }, [settings]);

  return (
    <Card
      className="relative"
      style={state === "link" ? undefined : { minHeight: ticketWidget.height }}
      data-ticket-state={state}
      aria-busy={state === "loading"}
    >
      {settings ? (
        <div
          id={ticketWidget.containerId}
          style={{ height: ticketWidget.height }}
          hidden={state === "link"}
        />
      ) : null}
      {state === "loading" ? (
        <p role="status" className="absolute inset-x-0 top-10 text-center text-ink-muted">
          {widgetText.loading}
        </p>
      ) : null}
      {state === "link" ? (
        <div className="flex flex-col items-center justify-center gap-4 px-6 py-12 text-center">
          <Ticket aria-hidden className="size-10 text-accent" />
          <p className="max-w-md text-ink-muted">{note}</p>
          <ExternalButton href={bookingUrl} variant="accent">
            {linkLabel}
          </ExternalButton>
        </div>
      ) : null}
    </Card>
  );
}
