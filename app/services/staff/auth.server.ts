import { remember } from "@epic-web/remember";
import { studio } from "~/content/studio";
import { createAuth, type Auth } from "~/infra/auth.server";
import { getDb } from "~/infra/db.server";
import { sessionSecret, siteOrigin } from "~/infra/env.server";

/** The process-wide Better Auth instance over the site's database. */
export function staffAuth(): Auth {
  return remember("staff-auth", () =>
    createAuth(getDb(), {
      appName: studio.name,
      baseURL: siteOrigin(),
      secret: sessionSecret(),
      // Secure cookies wherever the site is served over HTTPS, as production is (SITE_URL).
      secureCookies: siteOrigin().startsWith("https://"),
    }),
  );
}
