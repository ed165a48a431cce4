import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// What a staff page is checked for on a phone (QUALITY.md, "Staff area"): every control a
// finger can reach is at least 44 × 44 px, and axe finds nothing. Shared by staff-targets.spec.ts
// (every staff page) and resources.spec.ts (the resource pages, whose table that spec owns).

/** The smallest side of a control, in CSS pixels (WCAG 2.5.5, Apple's and Android's guides). */
export const minTarget = 44;

/**
 * The visible controls on the page smaller than 44 × 44 px, each as "tag "name" width×height".
 * A checkbox or radio counts by the label around it; a link inside a paragraph of running text
 * is left out (WCAG 2.5.8's inline exception). Closed disclosures are opened first, so what they
 * hold is measured too.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
    /** A link with other words around it in the same paragraph. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== "A") return false;
      const paragraph = element.closest("p");
      if (!paragraph) return false;
      const own = element.textContent ?? "";
      return (paragraph.textContent ?? "").replace(own, "").trim() !== "";
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!(element instanceof HTMLElement)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (inRunningText(element)) continue;
      const box =
        element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type)
          ? (element.closest("label") ?? element)
          : element;
      /** Clipped to nothing, as text only for screen readers is. */
      const clippedAway = () => {
        const style = getComputedStyle(element);
        const rect = box.getBoundingClientRect();
        return (
          style.clipPath === "inset(50%)" ||
          style.clip === "rect(0px, 0px, 0px, 0px)" ||
          (rect.width <= 1 && rect.height <= 1)
        );
      };
      // Shown only once focused (a skip link): measured as it shows then.
      const hidden = clippedAway();
      if (hidden) element.focus();
      const rect = box.getBoundingClientRect();
      const shown = !hidden || !clippedAway();
      if (hidden) element.blur();
      if (!shown) continue;
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      const name = (element.getAttribute("aria-label") ?? (label ?? element).textContent ?? "")
        .trim()
        .replace(/\s+/g, " ");
      const kind = element instanceof HTMLInputElement ? `input[${element.type}]` : element.tagName;
      small.push(
        `${kind.toLowerCase()} "${name.slice(0, 50) || (element.getAttribute("name") ?? "")}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
    }
    return small;
  }, minTarget);
}

/** Whether the page scrolls sideways (wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The axe violations on the page, each as "where rule: targets". */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Named so it runs whatever axe's version tags it with: a control's name must hold its
    // visible words (WCAG 2.5.3), which speech users say to press it.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
