import { provider } from "./provider";
import { studio } from "./studio";
import type { Side } from "~/site-pages";

// The student-account pages (spec §2 "Login and sign-in pages"): /login and /auth on the karate
// side, /yoga/login and /yoga/auth on the yoga side. Accounts live with the scheduling provider;
// these pages send students there in a new tab. One set of words per side.

export const loginPage = {
  title: "Log In to Your Student Account",
  narrowLabel: "Log In",
  wideLabel: `Open ${provider.portalName}`,
  href: provider.pages.logIn,
  sides: {
    karate: {
      eyebrow: "Students",
      // @draft-copy: the karate log-in page's introduction and card text
      intro: "Book classes, manage your passes and see your attendance in your student account.",
      cardTitle: provider.portalName,
      cardText:
        "Your account lives on our booking site. It opens in a new tab, so this page stays here.",
      description: `Log in to your ${studio.name} student account to book classes and manage passes.`,
    },
    yoga: {
      eyebrow: "Yoga Students",
      // @draft-copy: the yoga log-in page's introduction and card text
      intro: "Book aerial yoga and barre classes, and manage your passes, in your student account.",
      cardTitle: provider.portalName,
      cardText:
        "Your account lives on our booking site. It opens in a new tab, so this page stays here.",
      description: `Log in to your ${studio.yogaName} student account to book classes and manage passes.`,
    },
  },
} as const;

export const authPage = {
  sides: {
    karate: {
      eyebrow: "Student Accounts",
      title: "Your Student Account",
      // @draft-copy: the karate account page's introduction and card texts
      intro: "New to the dojo? Create an account. Already training with us? Open the portal.",
      description: `Create a ${studio.name} student account or open the student portal.`,
      createText: "Sign up once to book orientation, classes and events, and to buy passes.",
      accessText: "Log in to book classes, manage passes and see your upcoming visits.",
    },
    yoga: {
      eyebrow: "Yoga Student Accounts",
      title: "Your Yoga Account",
      // @draft-copy: the yoga account page's introduction and card texts
      intro: "New to aerial yoga or barre? Create an account. Already practising? Open the portal.",
      description: `Create a ${studio.yogaName} student account or open the student portal.`,
      createText: "Sign up once to book aerial yoga, barre and workshops, and to buy class passes.",
      accessText: "Log in to book classes, use your passes and see your upcoming visits.",
    },
  },
  create: { title: "Create Account", label: "Create Account", href: provider.pages.signUp },
  access: { title: "Access Portal", label: "Access Portal", href: provider.pages.logIn },
} as const;

/** The path of each side's account pages. */
export const accountPaths = {
  karate: { login: "/login", auth: "/auth" },
  yoga: { login: "/yoga/login", auth: "/yoga/auth" },
} as const satisfies Record<Side, { login: string; auth: string }>;
