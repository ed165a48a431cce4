// A file's size as the resource cards show it (spec §9): B, KB, MB or GB, with one decimal
// (whole bytes have none). 1 KB = 1024 bytes.

const units = ["KB", "MB", "GB"] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB rounds to "1024.0 KB"; show it as the next unit instead.
  if (value.toFixed(1) === "1024.0" && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
