// Backup codes for two-step sign-in: ten single-use codes from an alphabet with no lookalikes
// (no 0/o, 1/l/i), shown in lower case as "k7m3p-x9c2h" and accepted in any case, with or
// without the dash or spaces, so a phone that capitalises the first letter does no harm.

export const backupCodeAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";

/** How many codes a set has, and how many characters each has (without the dash). */
export const backupCodeRules = { amount: 10, length: 10 } as const;

/** One code from `random` values (one per character), as shown: five characters, a dash, five. */
export function backupCodeFrom(random: Uint32Array): string {
  const characters = Array.from(
    random.slice(0, backupCodeRules.length),
    (value) => backupCodeAlphabet[value % backupCodeAlphabet.length],
  ).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A new set of codes (crypto-random; the modulo bias of 2³² over 31 is below 10⁻⁸). */
export function newBackupCodes(): string[] {
  return Array.from({ length: backupCodeRules.amount }, () =>
    backupCodeFrom(crypto.getRandomValues(new Uint32Array(backupCodeRules.length))),
  );
}

/** A code as typed and as kept compared the same way: lower case, no dash, no spaces. */
export function backupCodeKey(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

/** The kept code the typed one stands for (in any case, with or without the dash), if any. */
export function matchingBackupCode(typed: string, kept: readonly string[]): string | undefined {
  const key = backupCodeKey(typed);
  return key ? kept.find((code) => backupCodeKey(code) === key) : undefined;
}
