import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layers of ARCHITECTURE.md ("Layers"): data flows from server/ down to infra, never back
// up; the model (record types, schemas, pure functions) imports only lib, and lib imports nothing
// from the app, so no two folders import each other (lib and content did). The lint step enforces
// it (`no-restricted-imports` per folder in .oxlintrc.json); here the project's own config lints
// a copy of the folders holding one probe import each, by alias and by relative path, so a rule
// that stops catching one fails a test.

type Layer =
  "server" | "routes" | "http" | "components" | "content" | "services" | "model" | "infra" | "lib";
type AppFolder = Exclude<Layer, "server">;

const mayNotImport: Record<AppFolder, Layer[]> = {
  routes: ["server"],
  http: ["server", "routes", "components"],
  components: ["server", "routes", "http", "services", "infra"],
  content: ["server", "routes", "http", "components", "services", "infra"],
  services: ["server", "routes", "http", "components"],
  model: ["server", "routes", "http", "components", "content", "services", "infra"],
  infra: ["server", "routes", "http", "components", "content", "services", "model"],
  lib: ["server", "routes", "http", "components", "content", "services", "model", "infra"],
};

const mayImport: Record<AppFolder, Layer[]> = {
  routes: ["http", "components", "content", "services", "model", "infra", "lib"],
  http: ["http", "content", "services", "model", "infra", "lib"],
  components: ["components", "content", "model", "lib"],
  content: ["content", "model", "lib"],
  services: ["services", "content", "model", "infra", "lib"],
  model: ["model", "lib"],
  infra: ["infra", "lib"],
  lib: ["lib"],
};

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const oxlint = join(root, "node_modules/oxlint/bin/oxlint");

type Probe = { file: string; specifier: string };

/** One file in `folder` importing `layer`: from the folder itself, or from a subfolder. */
function probesOf(folder: AppFolder, layer: Layer): Probe[] {
  const name = `probe-${layer}`;
  if (layer === "server") {
    return [
      { file: `app/${folder}/${name}.ts`, specifier: "../../server/http/security-headers" },
      { file: `app/${folder}/deep/${name}.ts`, specifier: "../../../server/index" },
    ];
  }
  return [
    { file: `app/${folder}/${name}.ts`, specifier: `~/${layer}/probe.server` },
    { file: `app/${folder}/deep/${name}.tsx`, specifier: `../../${layer}/probe` },
  ];
}

const folders: AppFolder[] = [
  "routes",
  "http",
  "components",
  "content",
  "services",
  "model",
  "infra",
  "lib",
];
const forbidden = folders.flatMap((folder) =>
  mayNotImport[folder].flatMap((layer) => probesOf(folder, layer)),
);
const allowed = folders.flatMap((folder) =>
  mayImport[folder].flatMap((layer) => probesOf(folder, layer)),
);

const rootProbe = "app/components/embeds/probe-root.tsx";

let workspace: string;
let restricted: Set<string>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "import-directions-"));
  copyFileSync(join(root, ".oxlintrc.json"), join(workspace, ".oxlintrc.json"));
  for (const { file, specifier } of [...forbidden, ...allowed]) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    writeFileSync(
      join(workspace, file),
      `import type { Probe } from "${specifier}";\nexport type Used = Probe;\n`,
    );
  }
  // The root route is a route too: a component names what it reads from it by a type in lib.
  mkdirSync(join(workspace, "app/components/embeds"), { recursive: true });
  writeFileSync(
    join(workspace, rootProbe),
    `import type { loader } from "~/root";\nexport type Used = typeof loader;\n`,
  );
  const run = spawnSync(process.execPath, [oxlint, "-c", ".oxlintrc.json", "-f", "json", "app"], {
    cwd: workspace,
    encoding: "utf8",
  });
  if (!run.stdout.startsWith("{")) throw new Error(`oxlint did not report: ${run.stderr}`);
  const report: { diagnostics: { code: string; filename: string }[] } = JSON.parse(run.stdout);
  restricted = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.code === "eslint(no-restricted-imports)")
      .map((diagnostic) => diagnostic.filename),
  );
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

/** Pairs of folders that may import each other: a loop at the folder level. */
function loops(): [AppFolder, AppFolder][] {
  return folders.flatMap((folder) =>
    folders
      .filter((other) => other > folder)
      .filter((other) => mayImport[folder].includes(other) && mayImport[other].includes(folder))
      .map((other): [AppFolder, AppFolder] => [folder, other]),
  );
}

describe("import directions", () => {
  it("allows no two folders to import each other", () => {
    expect(loops()).toEqual([]);
  });

  it("forbids lib importing content and the model, the loop lib and content made", () => {
    for (const layer of ["content", "model"] as const) {
      for (const { file } of probesOf("lib", layer)) expect(restricted).toContain(file);
    }
  });

  it("rejects a component importing the root route", () => {
    expect(restricted).toContain(rootProbe);
  });

  it.each(forbidden)("rejects $file importing $specifier", ({ file }) => {
    expect(restricted).toContain(file);
  });

  it.each(allowed)("accepts $file importing $specifier", ({ file }) => {
    expect(restricted).not.toContain(file);
  });
});
