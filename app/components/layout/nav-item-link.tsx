import { cva } from "class-variance-authority";
import { Link } from "react-router";
import { isNavItemActive, type NavItem } from "~/content/navigation";

const navLink = cva("block rounded-control font-semibold", {
  variants: {
    place: { bar: "px-2.5 py-2 text-sm", menu: "px-4 py-3" },
    active: {
      true: "bg-primary text-on-primary",
      false: "hover:bg-surface-muted hover:text-ink",
    },
  },
  compoundVariants: [
    { place: "bar", active: false, className: "text-ink-muted" },
    { place: "menu", active: false, className: "text-ink" },
  ],
});

/** One navigation item, marked as the current page when the path is under it. */
export function NavItemLink({
  item,
  pathname,
  place,
  onClick,
}: {
  item: NavItem;
  pathname: string;
  place: "bar" | "menu";
  onClick?: () => void;
}) {
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      aria-current={active ? "page" : undefined}
      className={navLink({ place, active })}
      onClick={onClick}
    >
      {place === "menu" ? (item.mobileLabel ?? item.label) : item.label}
    </Link>
  );
}
