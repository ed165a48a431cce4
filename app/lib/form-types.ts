// The content types a form's post comes in: the only bodies the server reads as a form.
export const formContentTypes: readonly string[] = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
];

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
