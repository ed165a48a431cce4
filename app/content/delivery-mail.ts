import { studio } from "./studio";

// The words of the mail the site sends: the studio's copy of a contact message, and a staff
// member's one-time link. The form service's subject is the spec's (§7).

const sideNames = { karate: "karate", yoga: "yoga" } as const;

export const deliveryMail = {
  formServiceSubject: "new contact form submission",
  // @draft-copy: the studio's copy of a contact message (subject, introduction, reply hint)
  contactSubject: (name: string) => `New contact form submission from ${name}`,
  contactIntro: (page: string, side: keyof typeof sideNames, received: string) =>
    `Sent with the contact form on ${page} (the ${sideNames[side]} side) on ${received}.`,
  contactReplyHint: "Reply to this email to answer; it goes to the sender.",
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    message: "Message",
  },
  senderName: `${studio.name} website`,
  // @draft-copy: the email that carries a staff member's one-time link
  staffLinkSubject: `Set your password for the ${studio.name} website`,
  staffLinkText: (name: string, url: string, hours: number) =>
    [
      `Hello ${name},`,
      "",
      `Use this link to set the password of your staff account on the ${studio.name} website.`,
      `It works once, within ${hours} hours:`,
      "",
      url,
      "",
      "If you did not expect this email, you can ignore it.",
    ].join("\n"),
  // @draft-copy: the email "Forgot password?" sends
  resetSubject: `Reset your password for the ${studio.name} website`,
  resetText: (name: string, url: string, minutes: number) =>
    [
      `Hello ${name},`,
      "",
      `Someone asked to reset the password of your staff account on the ${studio.name} website.`,
      `This link sets a new one. It works once, within ${minutes} minutes, and signs you out everywhere:`,
      "",
      url,
      "",
      "If it was not you, ignore this email: your password stays as it is.",
    ].join("\n"),
} as const;
