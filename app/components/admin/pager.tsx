import { Link } from "react-router";
import { adminText } from "~/content/admin/frame";
import { Button } from "~/components/ui/button";

// The links under a staff list read a page at a time: on to the next page (older rows, or later
// ones), and back to the first. Plain links, so they work without script and can be bookmarked.

export function Pager({
  label,
  next,
  first,
  nextLabel = adminText.olderPage,
}: {
  /** What the pages are of, for the navigation's name ("Pages of the inbox"). */
  label: string;
  next: string | null;
  first: string | null;
  nextLabel?: string;
}) {
  if (!next && !first) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-3">
      {next ? (
        <Button asChild variant="outline">
          <Link to={next}>{nextLabel}</Link>
        </Button>
      ) : null}
      {first ? (
        <Button asChild variant="ghost">
          <Link to={first}>{adminText.firstPage}</Link>
        </Button>
      ) : null}
    </nav>
  );
}
