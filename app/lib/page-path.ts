// The page a request is for, read the same way by the server's guards (server/http/) and by the
// staff area's access checks (app/http/).

/**
 * The page a URL path stands for. React Router's data requests add ".data", and "_.data" after a
 * slash: "/_.data" is the home page's, "/contact/_.data" that of "/contact/".
 */
export function pagePathOf(url: string): string {
  const path = url.split("?")[0] ?? "/";
  let page = path.endsWith("/_.data")
    ? path.slice(0, -"_.data".length)
    : path.replace(/\.data$/, "");
  if (page.length > 1) page = page.replace(/\/+$/, "");
  return page || "/";
}
