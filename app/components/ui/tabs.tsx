import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Card } from "./card";

export type TabItem = { id: string; label: string; panel: ReactNode };

// Without JavaScript the tabs cannot switch, so every panel shows, one after another.
const withoutScript = "[data-tab-panel]{display:block!important}[data-tab-list]{display:none}";

const keyMoves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Tabs after the WAI-ARIA pattern: the first is selected; arrow keys (wrapping), Home and End
 * move to a tab and show its panel; only the selected tab is in the Tab order, and its panel
 * follows it. Every panel is in the HTML, so a page without JavaScript shows them all.
 */
export function Tabs({
  label,
  items,
  className,
}: {
  /** What the tabs choose between, for assistive technology. */
  label: string;
  items: TabItem[];
  className?: string;
}) {
  const [selected, setSelected] = useState(items[0]?.id);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length - 1);
    const item = items[next];
    if (!item) return;
    setSelected(item.id);
    tabs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <noscript>
        <style>{withoutScript}</style>
      </noscript>
      {/* Narrow screens: one row of equal columns, a long label wrapping inside its tab. */}
      <div data-tab-list className="flex justify-center">
        <Card
          role="tablist"
          aria-label={label}
          style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
          className="grid w-full gap-1 p-1 sm:inline-flex sm:w-auto sm:gap-2 sm:p-1.5"
        >
          {items.map((item, index) => {
            const active = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={active}
                aria-controls={panelId(item.id)}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "min-h-11 rounded-control px-2 text-sm leading-tight font-semibold sm:px-4 sm:text-base",
                  active
                    ? "bg-primary text-on-primary"
                    : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                )}
              >
                {item.label}
              </button>
            );
          })}
        </Card>
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          data-tab-panel
          className={cn("mt-8 rounded-card", item.id === selected ? "" : "hidden")}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
