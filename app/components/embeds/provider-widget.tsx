import { CalendarDays } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { widgetText } from "~/content/provider";
import {
  type RootWidgetData,
  widgetLoadTimeoutMs,
  type WidgetKind,
  type WidgetSettings,
} from "~/lib/widgets";
import { ExternalButton } from "~/components/ui/external-link";
import { addScriptOnce } from "./add-script";
import { whenIdle } from "~/lib/idle";

type WidgetState = "link" | "loading" | "loaded";

function hasRendered(widget: Element): boolean {
  return widget.childElementCount > 0 || widget.shadowRoot !== null;
}

/** Runs the widget's lifecycle in the browser; returns the cleanup. */
function mountWidget(
  container: HTMLElement,
  settings: WidgetSettings,
  removeScriptOnLeave: boolean,
  setState: (state: WidgetState) => void,
): () => void {
  setState("loading");
  const widget = document.createElement(settings.element);
  for (const [name, value] of Object.entries(settings.attributes)) widget.setAttribute(name, value);
  container.replaceChildren(widget);
  // Once the script has defined its element, the element draws itself: the script is not added
  // again (run a second time, it would define the element twice and fail).
  const defined = customElements.get(settings.element) !== undefined;
  const ours = defined ? null : addScriptOnce(settings.script);
  // Only the script this widget added is listened to, and taken away on leaving when asked.
  const added = ours?.added ? ours.script : null;
  const started = Date.now();
  const giveUp = () => {
    clearInterval(poll);
    container.replaceChildren();
    setState("link");
  };
  const poll = setInterval(() => {
    if (hasRendered(widget)) {
      clearInterval(poll);
      setState("loaded");
    } else if (Date.now() - started > widgetLoadTimeoutMs) giveUp();
  }, 200);
  added?.addEventListener("error", giveUp);
  return () => {
    clearInterval(poll);
    added?.removeEventListener("error", giveUp);
    container.replaceChildren();
    if (removeScriptOnLeave) added?.remove();
  };
}

/**
 * One of the scheduling provider's widgets (spec §7). The widget is added in the browser after
 * the page is usable, its script at most once per page. Until it has drawn itself, and for good
 * when it is not configured, blocked or slower than a few seconds (or without JavaScript), a
 * plain link to the same page on the provider's site stands in its place.
 */
export function ProviderWidget({
  kind,
  title,
  removeScriptOnLeave = false,
}: {
  kind: WidgetKind;
  /** What the widget shows, for assistive technology ("Class Schedule"). */
  title: string;
  /** Take the provider's script out of the page's head when the visitor leaves (spec §2, /events). */
  removeScriptOnLeave?: boolean;
}) {
  const settings = useRouteLoaderData<RootWidgetData>("root")?.widgets[kind];
  const [state, setState] = useState<WidgetState>("link");
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!settings || !element) return;
    let cleanup = () => {};
    // After the page's own work: the widget never competes with the first interaction.
    const cancelIdle = whenIdle(() => {
      cleanup = mountWidget(element, settings, removeScriptOnLeave, setState);
    });
    return () => {
      cancelIdle();
      cleanup();
    };
  }, [settings, removeScriptOnLeave]);

  const text = widgetText.kinds[kind];
  return (
    <div role="region" aria-label={title} aria-busy={state === "loading"} data-widget={kind}>
      <div ref={container} data-widget-state={state} hidden={state === "link"} />
      {state === "loading" ? (
        <p role="status" className="py-10 text-center text-ink-muted">
          {widgetText.loading}
        </p>
      ) : null}
      {state === "link" ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-surface px-6 py-10 text-center">
          <CalendarDays aria-hidden className="size-10 text-accent" />
          <p className="max-w-md text-ink-muted">{text.note}</p>
          <ExternalButton href={text.page}>{text.link}</ExternalButton>
        </div>
      ) : null}
    </div>
  );
}
