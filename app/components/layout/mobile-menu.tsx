import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { isNavItemActive, type NavItem } from "~/content/navigation";
import { siteText } from "~/content/site";
import { cn } from "~/lib/cn";

/**
 * The navigation below 768 px: a toggled dropdown over an overlay that closes it (spec §2).
 * Built on <details> so it opens without JavaScript too; with it, Escape and the overlay close
 * the menu, focus moves to the first link on opening and back to the toggle on closing.
 */
export function MobileMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector("a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <details
      className="md:hidden"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-control text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? siteText.menuClose : siteText.menuOpen}</span>
      </summary>
      {open && (
        <div
          aria-hidden
          data-testid="menu-overlay"
          className="fixed inset-x-0 top-16 bottom-0 z-30 bg-ink/40"
          onClick={close}
        />
      )}
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-surface shadow-raised"
      >
        <ul id={panelId} ref={panelRef} className="flex flex-col p-3">
          {items.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block rounded-control px-4 py-3 font-semibold text-ink hover:bg-surface-muted",
                    active && "bg-primary text-on-primary hover:bg-primary",
                  )}
                  onClick={() => setOpen(false)}
                >
                  {item.mobileLabel ?? item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
