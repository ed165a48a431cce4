import { studio } from "./studio";

// The contact pages, /contact and /yoga/contact, and their message form. Kept apart from the
// contact block (contact.ts), which many pages show without the form.

/** The contact pages' words (spec §2 "Contact page", /yoga/contact; §8 for the results). */
export const contactPage = {
  sides: {
    karate: {
      path: "/contact",
      eyebrow: "Visit the Dojo",
      title: "Contact Us",
      // @draft-copy: the karate contact page's introduction
      intro: `Questions about classes, orientation, camps or events? Send us a message; we reply ${studio.replyTime}.`,
      description: `Contact ${studio.name} in ${studio.address.locality}, NY: email, call or text, visit, or send us a message.`,
      formHeading: "Send Us a Message",
      messageRows: 6,
    },
    yoga: {
      path: "/yoga/contact",
      eyebrow: "Yoga & Mindfulness",
      title: "Let's Connect",
      // @draft-copy: the yoga contact page's introduction
      intro: `Questions about aerial yoga, barre, courses, camps or birthday parties? Send us a message; we reply ${studio.replyTime}.`,
      description: `Contact ${studio.yogaName} in ${studio.address.locality}, NY about aerial yoga, barre, courses and parties.`,
      formHeading: "Send Us a Message",
      messageRows: 4,
    },
  },
  // @draft-copy: the contact cards' short texts
  cards: {
    email: { title: "Email", text: `Write to us; we reply ${studio.replyTime}.` },
    phone: { title: "Call/Text", text: "Call, or send us a text message." },
    location: { title: "Location", text: "Open in maps" },
  },
} as const;

/** The message form (spec §3 "Contact form submission", §5, §8). */
export const contactForm = {
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
  },
  optional: "(optional)",
  placeholders: {
    firstName: "First name",
    lastName: "Last name",
    email: "you@example.com",
    phone: "(718) 555-0100",
    message: "How can we help?",
  },
  submitLabel: "Send Message",
  pendingLabel: "Sending...",
  successTitle: "Message sent successfully!",
  successText: `We'll get back to you ${studio.replyTime}.`,
  errorTitle: "Error sending message",
  errorFallback: "Please try again or contact us directly.",
  genericError: "Something went wrong",
  // @draft-copy: the server's answers to a message it cannot take
  invalid: "Please check the highlighted fields.",
  tooMany:
    "Too many messages from this connection. Please wait a few minutes, or call or email us.",
  storeFailed: `We couldn't save your message just now. Please try again, or call or email us.`,
  errors: {
    firstNameMissing: "Please enter your first name.",
    firstNameLong: "Please keep your first name to 100 characters.",
    lastNameLong: "Please keep your last name to 100 characters.",
    email: "Please enter a valid email address.",
    phone: "Please enter a phone number we can call or text, such as (718) 555-0100.",
    messageMissing: "Please write your message.",
    messageLong: "Please keep your message to 5,000 characters.",
  },
} as const;
