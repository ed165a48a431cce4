import postcss from "postcss";
import { needsOf } from "~/lib/page-styles.server";
import { classNamesIn, renameSelector } from "~/lib/short-class-names.server";

// A served page writes the classes its own rules style by short names, in its HTML and in those
// rules (app/lib/short-class-names.server.ts). To compare it with the same page drawn by the
// whole stylesheet, the test needs each short name's long one: read here from the rules
// themselves. Each of the page's rules is one of the whole stylesheet's, in the same place (its
// @media and @layer), with the same declarations and its selectors renamed; a short name is the
// one class that stands where it stands in every rule that names it. Where two could (`.container,
// .w-full{width:100%}`, of which the page kept one), it is not the one with a rule of its own
// that the page would then have kept and did not (`.container{max-width:40rem}`).

type Rule = { place: string; selectors: string[] };

function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent?.type === "atrule"; parent = parent.parent) {
      const group = parent as postcss.AtRule;
      around.unshift(`@${group.name} ${group.params}`);
    }
    const body = rule.nodes.map(String).join(";");
    rules.push({ place: `${around.join(" ")}{${body}}`, selectors: rule.selectors });
  });
  return rules;
}

/** The selector with every class name blanked: what a selector and its renamed self share. */
function shapeOf(selector: string): string {
  return renameSelector(selector, new Map(classNamesIn(selector).map((name) => [name, "_"])));
}

/** Every class name the stylesheet's selectors name. */
export function classNamesOf(css: string): string[] {
  return [...new Set(rulesOf(css).flatMap(({ selectors }) => selectors.flatMap(classNamesIn)))];
}

/** Each short name of the page's rules, with the long name it stands for. */
export function longNamesOf(pageCss: string, wholeCss: string): Record<string, string> {
  const pageRules = rulesOf(pageCss);
  const wholeRules = rulesOf(wholeCss);
  const whole = new Map<string, string[]>();
  for (const { place, selectors } of wholeRules) {
    whole.set(place, [...(whole.get(place) ?? []), ...selectors]);
  }
  const candidates = new Map<string, Set<string>>();
  for (const { place, selectors } of pageRules) {
    for (const selector of selectors) {
      const shape = shapeOf(selector);
      const matches = (whole.get(place) ?? [])
        .filter((each) => shapeOf(each) === shape)
        .map(classNamesIn);
      classNamesIn(selector).forEach((name, index) => {
        const here = new Set(matches.map((each) => each[index] ?? ""));
        const before = candidates.get(name);
        candidates.set(name, before ? new Set([...before].filter((each) => here.has(each))) : here);
      });
    }
  }
  // Every selector the page keeps, by place; the site's selectors that need one class alone.
  const kept = new Set(
    pageRules.flatMap(({ place, selectors }) => selectors.map((each) => `${place} ${each}`)),
  );
  const alone = new Map<string, Array<[string, string]>>();
  for (const { place, selectors } of wholeRules) {
    for (const selector of selectors) {
      const { classes, ids, tags } = needsOf(selector);
      const [only] = classes;
      if (only !== undefined && classes.length === 1 && ids.length + tags.length === 0) {
        alone.set(only, [...(alone.get(only) ?? []), [place, selector]]);
      }
    }
  }
  const keptFor = (long: string, short: string) =>
    (alone.get(long) ?? []).every(([place, selector]) =>
      kept.has(`${place} ${renameSelector(selector, new Map([[long, short]]))}`),
    );
  const names: Record<string, string> = {};
  for (const [name, longNames] of candidates) {
    // A class that kept its name stands for itself (no short name is a name the stylesheet uses).
    if (longNames.has(name)) continue;
    const [only, ...more] = [...longNames].filter((long) => keptFor(long, name));
    if (only === undefined || more.length > 0) {
      throw new Error(`.${name} stands for ${longNames.size} classes: ${[...longNames].join(" ")}`);
    }
    names[name] = only;
  }
  return names;
}
