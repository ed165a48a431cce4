import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layers of ARCHITECTURE.md ("Layers"): data flows from server/ down to infra, never back
// up, and lib stays pure. The lint step enforces it (`no-restricted-imports` per folder in
// .oxlintrc.json); here the project's own config lints a copy of the folders holding one probe
// import each, by alias and by relative path, so a rule that stops catching one fails a test.

type Layer = "server" | "routes" | "http" | "components" | "content" | "services" | "infra" | "lib";
type AppFolder = Exclude<Layer, "server">;

const mayNotImport: Record<AppFolder, Layer[]> = {
  routes: ["server"],
  http: ["server", "routes", "components"],
  components: ["server", "routes", "http", "services", "infra"],
  content: ["server", "routes", "http", "components", "services", "infra"],
  services: ["server", "routes", "http", "components"],
  infra: ["server", "routes", "http", "components", "content", "services"],
  lib: ["server", "routes", "http", "components", "services", "infra"],
};

const mayImport: Record<AppFolder, Layer[]> = {
  routes: ["http", "components", "content", "services", "infra", "lib"],
  http: ["http", "content", "services", "infra", "lib"],
  components: ["components", "content", "lib"],
  content: ["content", "lib"],
  services: ["services", "content", "infra", "lib"],
  infra: ["infra", "lib"],
  lib: ["lib", "content"],
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
  "infra",
  "lib",
];
const forbidden = folders.flatMap((folder) =>
  mayNotImport[folder].flatMap((layer) => probesOf(folder, layer)),
);
const allowed = folders.flatMap((folder) =>
  mayImport[folder].flatMap((layer) => probesOf(folder, layer)),
);

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

describe("import directions", () => {
  it.each(forbidden)("rejects $file importing $specifier", ({ file }) => {
    expect(restricted).toContain(file);
  });

  it.each(allowed)("accepts $file importing $specifier", ({ file }) => {
    expect(restricted).not.toContain(file);
  });
});
