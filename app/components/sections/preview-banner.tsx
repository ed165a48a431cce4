import { calendarPage } from "~/content/calendar";

/** Across the top of a page staff preview with a season not yet live ("Preview"). */
export function PreviewBanner({ label, seasonId }: { label: string; seasonId: string }) {
  return (
    <div
      role="note"
      data-testid="preview-banner"
      className="border-b-2 border-accent bg-surface-muted px-4 py-3 text-center font-semibold text-ink"
    >
      {calendarPage.previewBanner(label)}{" "}
      <a
        href={`/admin/schedule/${seasonId}`}
        className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        {calendarPage.previewBack}
      </a>
    </div>
  );
}
