// Staff accounts from the server's command line (README, "The staff area"):
//   npm run staff -- add --email owner@example.com --name "Dojo Owner" --role owner
//   npm run staff -- add --email … --name … --role staff --password-stdin < password.txt
//   npm run staff -- list
//   npm run staff -- reset-password --email …   (asks for the new password, or --password-stdin)
//   npm run staff -- remove --email …
// It uses DATABASE_URL and DATA_DIR as the server does, and migrates the database first.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { getDb } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { commandLine } from "~/services/staff/audit.server";
import { staffAuth } from "~/services/staff/auth.server";
import { passwordRules } from "~/model/staff";
import { addStaff, removeStaff, StaffRuleError } from "~/services/staff/staff.server";
import { findStaffByEmail, listStaff } from "~/services/staff/staff-list.server";
import { setPassword } from "~/services/staff/password-links.server";
import { staffRoles } from "~/model/staff";
import { recordAudit } from "~/services/staff/audit.server";

const usage = `Usage:
  npm run staff -- add --email <address> --name <name> --role owner|staff [--password-stdin]
  npm run staff -- list
  npm run staff -- reset-password --email <address> [--password-stdin]
  npm run staff -- remove --email <address>`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks for a password twice on the terminal without echoing it. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error("No terminal to ask on: pass the password with --password-stdin");
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // readline has no option to hide what is typed: its one output hook is replaced so only
      // the question shows.
      const output = rl as unknown as { _writeToOutput: (text: string) => void };
      // oxlint-disable-next-line no-underscore-dangle
      output._writeToOutput = (text: string) => {
        if (text.includes(question)) process.stdout.write(text);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Password again: ");
  if (first !== second) throw new Error("The two passwords are not the same.");
  return first;
}

function checkPassword(password: string): string {
  if (password.length < passwordRules.min || password.length > passwordRules.max) {
    throw new Error(`The password must be ${passwordRules.min}–${passwordRules.max} characters.`);
  }
  return password;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
  });
  const [command] = positionals;
  const db = getDb();
  try {
    await migrateToLatest(db);
    const auth = staffAuth();
    const password = async () =>
      checkPassword(values["password-stdin"] ? await readStdin() : await askPassword());
    switch (command) {
      case "add": {
        const { email, name, role } = values;
        const knownRole = staffRoles.find((known) => known === role);
        if (!email || !name || !knownRole) throw new Error(usage);
        const { id } = await addStaff(auth, db, commandLine, {
          email,
          name,
          role: knownRole,
          password: await password(),
        });
        console.info(
          `Added ${name} <${email.toLowerCase()}> as ${knownRole} (${id}). Sign in at /admin/login.`,
        );
        return 0;
      }
      case "list": {
        const members = await listStaff(db);
        if (members.length === 0) console.info("No staff accounts.");
        for (const member of members) {
          console.info(
            `${member.email}\t${member.name}\t${member.role}\ttwo-step: ${member.twoFactorEnabled ? "on" : "off"}`,
          );
        }
        return 0;
      }
      case "reset-password": {
        const member = values.email ? await findStaffByEmail(db, values.email) : null;
        if (!member) throw new Error(`No staff account for ${values.email ?? "(no --email)"}`);
        await setPassword(auth, member.id, await password());
        await recordAudit(db, commandLine, {
          action: "reset password",
          recordKind: "staff",
          recordId: member.id,
          summary: `Reset the password of ${member.name} from the command line`,
        });
        console.info(`The password of ${member.email} is set; their sessions are signed out.`);
        return 0;
      }
      case "remove": {
        const member = values.email ? await findStaffByEmail(db, values.email) : null;
        if (!member) throw new Error(`No staff account for ${values.email ?? "(no --email)"}`);
        await removeStaff(db, commandLine, member.id);
        console.info(`Removed ${member.email}.`);
        return 0;
      }
      default:
        console.error(usage);
        return 2;
    }
  } catch (error) {
    console.error(
      error instanceof StaffRuleError || error instanceof Error ? error.message : error,
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
