import { Link } from "react-router";
import type { Route } from "./+types/help";
import { helpSections, helpText as text, type HelpPart } from "~/content/admin/help";
import { passwordLinkHours } from "~/model/staff";
import { AdminHeading } from "~/components/admin/admin-frame";
import { requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// Help for staff, linked from the frame on every staff page and from the dashboard: first
// steps, adding staff, two-step sign-in and a lost phone, where messages go, the schedule, and
// what visitors see. Its words live in app/content/admin/help.ts.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export function meta() {
  return staffMeta(text.heading);
}

const sections = helpSections({ linkHours: passwordLinkHours });

const linkClass = "text-primary underline underline-offset-4";

function Paragraph({ parts }: { parts: HelpPart[] }) {
  return (
    <p className="text-ink">
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={index} to={part.to} className={linkClass}>
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}

export default function Help() {
  return (
    <div className="max-w-3xl">
      <AdminHeading title={text.heading} />
      <p className="text-ink-muted">{text.intro}</p>
      <nav aria-labelledby="help-contents" className="mt-6">
        <h2 id="help-contents" className="font-semibold text-ink-muted">
          {text.contents}
        </h2>
        <ul className="mt-2 flex flex-col">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={`${linkClass} inline-flex min-h-11 items-center`}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="mb-3 text-xl font-bold text-ink">
            {section.heading}
          </h2>
          <div className="flex flex-col gap-3">
            {section.paragraphs.map((parts, index) => (
              <Paragraph key={index} parts={parts} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
