import { Menu, X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import type { NavItem } from "~/content/navigation";
import { siteText } from "~/content/site";
import { useHydrated } from "~/lib/use-hydrated";
import { NavItemLink } from "./nav-item-link";

export const FOOTER_NAV_ID = "site-footer-nav";

const toggleClassName =
  "flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-muted md:hidden";

/**
 * The navigation below 768 px: a toggled dropdown over an overlay that closes it (spec §2).
 * Escape and the overlay close it; focus moves to the first link on opening and back to the
 * toggle on closing. Before the script runs (or without it) the toggle is a link to the
 * footer's list of the same pages.
 */
export function MobileMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const hydrated = useHydrated();
  // The path the menu was opened on: navigating anywhere else closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector("a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  if (!hydrated) {
    return (
      <a href={`#${FOOTER_NAV_ID}`} className={toggleClassName}>
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">{siteText.menuOpen}</span>
      </a>
    );
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={toggleClassName}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? siteText.menuClose : siteText.menuOpen}</span>
      </button>
      <div id={panelId} hidden={!open} className="md:hidden">
        <div
          aria-hidden
          data-testid="menu-overlay"
          className="fixed inset-x-0 top-16 bottom-0 z-30 bg-ink/40"
          onClick={() => {
            setOpen(false);
            toggleRef.current?.focus();
          }}
        />
        <nav
          aria-label="Main"
          className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface shadow-raised"
        >
          <ul ref={panelRef} className="flex flex-col p-3">
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink
                  item={item}
                  pathname={pathname}
                  place="menu"
                  onClick={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
