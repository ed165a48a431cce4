// Each public page's last change, worked out at build time (scripts/page-dates.ts).
declare module "virtual:page-dates" {
  /** path → ISO date; a page is missing when the build had no history to read. */
  export const pageDates: Record<string, string>;
}
