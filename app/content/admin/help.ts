// The staff area's Help page (/admin/help): short answers written from what the staff area does.
// A paragraph is text and links; every link's address is a route of the site, which a test
// checks against app/routes.ts.

export type HelpPart = string | { text: string; to: string };

export type HelpSection = { id: string; heading: string; paragraphs: HelpPart[][] };

export const helpText = {
  heading: "Help",
  intro: "Short answers for everyday work in the staff area. Each link opens the page it names.",
  contents: "On this page",
};

const link = (text: string, to: string) => ({ text, to });

/** The page's sections; `linkHours` is how long a one-time password link works. */
export function helpSections({ linkHours }: { linkHours: number }): HelpSection[] {
  return [
    {
      id: "first-steps",
      heading: "First steps",
      paragraphs: [
        [
          "The ",
          link("Dashboard", "/admin"),
          " opens first. Its “Needs attention” list says what does not work or is not set up, who cannot sign in yet, and what on the site will soon be out of date, each with a link to what fixes it. When it says “Nothing needs attention.”, all is well.",
        ],
        [
          "Set up two-step sign-in for your own account on ",
          link("My Account", "/admin/account"),
          ". Owners then add the people who work with them (see Adding staff below).",
        ],
        [
          "Every change is saved with the name of who made it; owners read them all in the ",
          link("Audit Log", "/admin/audit"),
          ".",
        ],
      ],
    },
    {
      id: "adding-staff",
      heading: "Adding staff",
      paragraphs: [
        [
          "Owners add staff on the ",
          link("Staff page", "/admin/staff"),
          ": a name, an email address and a role. An owner can do everything; staff can do everything but manage staff, the security settings and the audit log, delete messages and erase newsletter addresses.",
        ],
        [
          `The new person gets a one-time link to set their password. Give it to them yourself; when email is set up it is emailed to them too. It works for ${linkHours} hours; if it runs out, make a new one with “New password link” on the Staff page. Until they set a password they cannot sign in, and the Dashboard says so.`,
        ],
      ],
    },
    {
      id: "two-step",
      heading: "Two-step sign-in and a lost phone",
      paragraphs: [
        [
          "Two-step sign-in asks for a 6-digit code from an authenticator app on your phone each time you sign in, so a stolen password alone cannot open the staff area. Set it up on ",
          link("My Account", "/admin/account"),
          ". An owner can require it of everyone on the Staff page; whoever has not set it up is then asked to before they can do anything else.",
        ],
        [
          "Setting it up gives you backup codes: each signs you in once without your phone. Keep them somewhere safe. You can make a new set on My Account; the old codes then stop working.",
        ],
        [
          "Lost your phone? On the code page choose “Use a backup code instead” to sign in. To move two-step sign-in to a new phone, or with no backup code left, ask an owner: they can reset your two-step sign-in on the Staff page. You then sign in with your password alone and set it up again on My Account. You can see how many backup codes you have left on My Account.",
        ],
        [
          "Forgot your password? “Forgot password?” on the ",
          link("sign-in page", "/admin/login"),
          " emails you a link to choose a new one, when email is set up. When it is not, an owner makes you a one-time link on the Staff page.",
        ],
      ],
    },
    {
      id: "messages",
      heading: "Where messages go",
      paragraphs: [
        [
          "Messages from the karate and yoga contact pages are kept in the ",
          link("Inbox", "/admin/inbox"),
          " first, so none is lost. The number of unread ones is beside the Inbox in the menu and on the Dashboard.",
        ],
        [
          "When email is set up, each message is also emailed to the studio; when it is not, a message says “Not emailed — read it here”. Email is a setting of the server, not of the staff area: ask whoever runs the server to set SMTP_URL. Newsletter sign-ups are sent to the mailing list once it is set up the same way. The ",
          link("Deliveries page", "/admin/deliveries"),
          " says what is set up and lists any delivery that failed, with a button to try it again.",
        ],
        [
          "If the database cannot take a message for a moment, the site keeps it on the server's disk and adds it by itself once the database is back. The Dashboard shows how many are waiting; if the number stays, tell whoever runs the server.",
        ],
        [
          "Newsletter sign-ups are on the ",
          link("Subscribers page", "/admin/subscribers"),
          ": unsubscribe an address there, or, as an owner, erase it for good when someone asks to be forgotten.",
        ],
      ],
    },
    {
      id: "schedule",
      heading: "Cancelling a class and starting a new season",
      paragraphs: [
        [
          link("Cancel a class", "/admin/schedule/cancel"),
          " (also on the Dashboard) shows today's classes, or another day's. For a class choose Cancel it, Move it (a new day or time) or Add a note, with a reason visitors read. Once saved, the change is on the calendar and in the class feeds. “Undo this change” takes it back.",
        ],
        [
          "The dojo closed for a holiday: open the season on the ",
          link("Schedule page", "/admin/schedule"),
          " and add a closure, with its days and the groups it is for (none ticked: every class).",
        ],
        [
          "A new season: on the Schedule page, “Copy to a new season” makes a draft a year on with the same classes, and the closures a year on for you to check. Change what differs and look at it with Preview. “Publish now” shows it to visitors at once; “Publish on” a date and time (New York time) shows it from then, with nothing else to do. The Dashboard warns 60 days before a season ends when no next season is published.",
        ],
        [
          "Every saved change is kept: History on a season's page lists them, and Restore puts a record back as it was.",
        ],
      ],
    },
    {
      id: "visitors",
      heading: "What visitors see",
      paragraphs: [
        [
          "The site shows what is saved here: the published season that includes today on the ",
          link("karate calendar", "/calendar"),
          " and the karate and yoga pages; courses, camps, tournaments and prices from ",
          link("Courses & prices", "/admin/offerings"),
          "; events from ",
          link("Events", "/admin/events"),
          " on ",
          link("the events page", "/events"),
          "; files from ",
          link("Resources", "/admin/resources"),
          ".",
        ],
        [
          "Drafts are never shown to visitors, only to staff in Preview, and a hidden event stays off the site until you choose Show on site. ",
          link("View the site", "/"),
          " to see it as visitors do.",
        ],
      ],
    },
  ];
}
