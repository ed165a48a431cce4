import { useLocation } from "react-router";

/** "/yoga/" and "/yoga" are one page: the path without a trailing slash (but "/" stays "/"). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * The current page's path. Prerendering renders each page as its folder ("/yoga/"), the browser
 * then hydrates it at "/yoga"; both must render the same markup (the active navigation item,
 * the newsletter's return path), so every component reads the path through here.
 */
export function usePathname(): string {
  return withoutTrailingSlash(useLocation().pathname);
}
