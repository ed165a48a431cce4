import { studio } from "./studio";

// Ways to reach the studio, as the contact block on the karate pages presents them (spec §1, §9).

export const contactBlock = {
  eyebrow: "Visit the Dojo",
  heading: "Get in Touch",
  // @draft-copy: the contact block's introduction (the reply time is from the spec)
  text: `Questions about classes, orientation or events? Call, text or email us; we reply ${studio.replyTime}.`,
  contactPageLabel: "Send Us a Message",
  followUs: "Follow us",
} as const;
