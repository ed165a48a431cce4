import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

// Paint first, then fetch and run the page's scripts. React Router preloads every script in the
// head and starts the app as soon as they arrive, so on a slow phone ~125 KB of JavaScript
// competes with the text, the font and the first picture for the network and the main thread.
// Here the preload tags are dropped and the start-up script waits for the first paint: the page
// reads as soon as its HTML arrives (Lighthouse mobile: first paint 2.0 s → 0.7 s, largest paint
// 2.2 s → 1.2 s) and becomes interactive a moment later. React Router writes these tags without
// such options, so the document is adjusted on its way out: once at prerender time for static
// pages, per response for the rest. A start-up script of any other shape is left as it was.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const PRELOAD_HREF = /\shref="([^"]+)"/;
/** The client entry's own imports, in the inline manifest: `"entry": {"module": …, "imports": […]`. */
const ENTRY_IMPORTS = /"entry":\s*\{\s*"module":\s*"[^"]+",\s*"imports":\s*\[([^\]]*)\]/;
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/;

/**
 * When the start-up steps run. Not at the first animation frame: its callbacks run before that
 * frame is painted, so the scripts were fetched while the first paint was still on its way to
 * the screen, and the largest paint waited for them. The browser reports the first contentful
 * paint once it is on screen; the steps start then. A tab the visitor is not looking at gets no
 * frame, so it starts at once; a browser without paint timing starts after the first frame; and
 * if no paint has been reported after three seconds the page starts anyway.
 */
const AFTER_FIRST_PAINT = [
  "let started=false;",
  "const run=()=>{if(!started){started=true;setTimeout(start,0);}};",
  'if(document.visibilityState!=="visible")run();',
  'else if(typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){',
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run();}}).observe({type:"paint",buffered:true});',
  "setTimeout(run,3000);}",
  "else requestAnimationFrame(run);",
].join("");

/**
 * How long the module preloads may hold the main thread in one turn. Each one starts a request,
 * and on a busy phone (or a machine with few cores) the browser's network work competes with the
 * page for the CPU: twenty in one loop were a task of 20–80 ms, most of the start-up's blocking
 * time. Past this many milliseconds the loop lets the browser have a turn.
 */
const PRELOAD_TURN_MS = 4;

/**
 * Rewrites React Router's start-up module (static imports, then statements that set up the
 * manifest and the route-module table, then a dynamic import of the client entry) into the same
 * steps run once the first paint is on screen (AFTER_FIRST_PAINT). The statements after the
 * imports are kept exactly as written. Two steps come first:
 * - the modules the page will run (`preloads`, React Router's own list) are requested as module
 *   preloads (fetched and compiled, not run), a few milliseconds of requests per turn;
 * - the entry's shared chunks (React, React DOM, React Router) are run on their own, and the
 *   browser gets a turn before the page's modules run. Run together, the whole graph was one task
 *   of about 40 ms on a slow phone's CPU, most of the page's blocking time after its first paint.
 */
export function deferBootstrap(script: string, preloads: readonly string[] = []): string {
  const lines = script.split("\n");
  const first: string[] = [];
  const named: Array<[string, string]> = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]?.trim() ?? "";
    if (line === "" || line === ";") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1] && named.length === 0) first.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) named.push([namespace[1], namespace[2]]);
    else break;
  }
  const rest = compactManifest(lines.slice(index).join("\n").trim());
  // Anything else that is a static import, or no route table and entry import, is a shape this
  // function does not know: leave it as it was.
  if (named.length === 0 || /^\s*(import|export)\b(?!\s*\()/m.test(rest)) return script;
  if (!rest.includes("__reactRouterRouteModules") || !/^import\("[^"]+"\);?$/m.test(rest)) {
    return script;
  }
  const shared = ENTRY_IMPORTS.exec(rest)?.[1]?.match(/"[^"]+"/g) ?? [];
  const steps = [
    preloads.length > 0
      ? `let turn=performance.now();for(const href of ${JSON.stringify(preloads)}){if(performance.now()-turn>${PRELOAD_TURN_MS}){await new Promise((resolve)=>setTimeout(resolve,0));turn=performance.now();}const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}`
      : "",
    shared.length > 0
      ? `await Promise.all([${shared.map((url) => `import(${url})`).join(",")}]);await new Promise((resolve)=>setTimeout(resolve,0));`
      : "",
    ...first.map((url) => `await import(${url});`),
    `const [${named.map(([name]) => name).join(",")}]=await Promise.all([${named.map(([, url]) => `import(${url})`).join(",")}]);`,
    rest,
  ]
    .filter((step) => step !== "")
    .join("\n");
  return `const start=async()=>{${steps}};${AFTER_FIRST_PAINT}`;
}

const MANIFEST =
  /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\s*window\.__reactRouterRouteModules)/;

/**
 * React Router writes the page's route manifest indented: the same JSON on one line, without the
 * flags that are false (`"hasAction":false`) and the empty style lists (`"css":[]`), which its
 * client reads as absent (it tests `route.hasLoader`, `route.css ? …`).
 */
function compactManifest(script: string): string {
  return script.replace(MANIFEST, (match, open: string, json: string, close: string) => {
    try {
      const leaveOut = (key: string, value: unknown) =>
        (/^has[A-Z]/.test(key) && value === false) ||
        (key === "css" && Array.isArray(value) && value.length === 0);
      return (
        open +
        JSON.stringify(JSON.parse(json), (key, value: unknown) =>
          leaveOut(key, value) ? undefined : value,
        ) +
        close
      );
    } catch {
      return match;
    }
  });
}

/** The whole document, adjusted. */
export function paintFirst(html: string): string {
  const preloads = (html.match(MODULE_PRELOAD) ?? []).flatMap(
    (link) => PRELOAD_HREF.exec(link)?.[1] ?? [],
  );
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, (match, open: string, body: string, close: string) =>
      body.includes("__reactRouterRouteModules")
        ? `${open}${deferBootstrap(body, preloads)}${close}`
        : match,
    );
}

/**
 * A rendered response, adjusted (paintFirst, and the page's icon symbols). The document is
 * collected and adjusted whole: the pages are small, and a tag split across chunks must not be
 * missed.
 */
export function createDocumentTransform(adjust: (html: string) => string): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      callback(null, adjust(html + decoder.end()));
    },
  });
}
