// The regular expressions the server checks visitors' input with, in one place, so a test can
// run each one through a ReDoS checker (tests/unit/patterns.test.ts), beside zod's e-mail pattern
// and the cleaning patterns of form-text.ts. Each is applied only after the input's length has
// been checked.

export const patterns = {
  /** A phone number: digits with the usual separators, an optional leading +. */
  phoneNumber: /^\+?[\d ().-]+$/,
  /** An extension at the end of a phone number: "x12", " ext. 12". */
  phoneExtension: / ?(?:x|ext\.?) ?\d{1,6}$/i,
  /** The id of a section a form returns to after a plain post. */
  sectionId: /^[a-z][a-z-]{0,40}$/,
} as const;
