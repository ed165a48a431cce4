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
