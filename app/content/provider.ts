// The outside scheduling and billing provider: where students sign up, log in, book classes,
// buy passes and register for events (spec §1, §7). These are the studio's own pages on the
// provider's site; the widgets' identifiers are configuration (see app/infra/env.server.ts).

const providerSite = "https://scheduling.example.com/blissful-tiger";

export const provider = {
  // @placeholder: the provider's name for its student portal ("Open …" on /login)
  portalName: "Student Portal",
  // @placeholder: the studio's pages on the provider's site (sign-up, log-in, schedule, events, store)
  pages: {
    signUp: `${providerSite}/sign-up`,
    logIn: `${providerSite}/log-in`,
    schedule: `${providerSite}/schedule`,
    events: `${providerSite}/events`,
    store: `${providerSite}/store`,
  },
  // @placeholder: the provider's purchase pages for the orientation pass and the pre-school trial
  purchase: {
    orientationPass: `${providerSite}/pricing/orientation-pass`,
    preschoolTrial: `${providerSite}/pricing/pre-school-trial`,
  },
} as const;

export type ProviderPage = keyof typeof provider.pages;

/** What shows in place of a widget that is not configured, blocked or slow (spec §7). */
export const widgetText = {
  loading: "Loading…",
  newTab: "Opens our booking site in a new tab.",
  kinds: {
    schedule: {
      // @draft-copy: the schedule widget's plain-link alternative
      note: "See this week's classes and book your spot on our booking site.",
      link: "View the Class Schedule",
      page: provider.pages.schedule,
    },
    events: {
      // @draft-copy: the events widget's plain-link alternative
      note: "See upcoming events and register on our booking site.",
      link: "View Events and Register",
      page: provider.pages.events,
    },
    store: {
      // @draft-copy: the store widget's plain-link alternative
      note: "Browse passes, memberships and gear on our booking site.",
      link: "Visit the Online Store",
      page: provider.pages.store,
    },
  },
} as const;
