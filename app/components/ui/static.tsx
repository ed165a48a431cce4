import { useId, useState } from "react";
import type * as React from "react";
import { useNavigate, type NavigateFunction } from "react-router";

// Taking over a server-rendered page costs React a render of every component and a visit to
// every element, even where nothing will ever change: a footer, a list of testimonials, the
// cards of a programme. On a phone that is most of the page's blocking time. A section wrapped
// in <Static> is left as the server drew it: while the app takes over the page, it renders its
// element with the HTML already in it instead of its children, and React neither renders those
// children nor compares them (react-dom adopts an element's existing content when it is given as
// HTML). Reached by a link, the section renders normally.
//
// What a static section may hold: markup, pictures, links to other pages of the site, links out,
// and scroll reveals (the reveal script finds them in the page, ui/reveal.tsx). Not: buttons,
// forms, or anything else with its own handlers or effects. Its links to the site's pages keep
// working without a full reload: clicks on them are handled here, as React Router's own <Link>
// handles them (which marks them data-discover).
//
// The section's content is fixed for as long as it stays on the page, unless `deps` changes
// (compared one by one, like a hook's): then it renders its children, from then on.

let takingOver = typeof document !== "undefined";

/** Called once the app has taken over the page (root.tsx); later sections render normally. */
export function tookOver(): void {
  takingOver = false;
}

type StaticTag = "section" | "div" | "footer";

type StaticProps<Tag extends StaticTag> = Omit<
  React.ComponentProps<Tag>,
  "dangerouslySetInnerHTML"
> & {
  as?: Tag;
  /** Values the content is drawn from that can change while it is on the page. */
  deps?: readonly unknown[];
};

type Adopted = { html: string; deps: readonly unknown[] };

export function Static<Tag extends StaticTag = "div">({
  as,
  deps = [],
  children,
  ...props
}: StaticProps<Tag>) {
  const id = useId();
  const [adopted, setAdopted] = useState<Adopted | null>(() => {
    if (!takingOver) return null;
    const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`);
    return element ? { html: element.innerHTML, deps } : null;
  });
  if (adopted && !sameDeps(adopted.deps, deps)) setAdopted(null);
  const navigate = useNavigate();
  const Element = (as ?? "div") as React.ElementType;
  const shared = { ...props, "data-static": id, onClick: followSiteLink(navigate) };
  // Different keys: going from adopted HTML to children replaces the element instead of
  // appending the children to the HTML.
  return adopted ? (
    <Element
      key="adopted"
      {...shared}
      dangerouslySetInnerHTML={{ __html: adopted.html }}
      suppressHydrationWarning
    />
  ) : (
    <Element key="rendered" {...shared}>
      {children}
    </Element>
  );
}

function sameDeps(before: readonly unknown[], now: readonly unknown[]): boolean {
  return (
    before.length === now.length && before.every((value, index) => Object.is(value, now[index]))
  );
}

/**
 * A click on a link to one of the site's pages inside the section navigates in the app, as
 * <Link> does: only a plain left click, on a same-origin link that opens in this tab. Links
 * rendered as <Link> handle their own clicks first (then the event arrives here prevented).
 */
function followSiteLink(navigate: NavigateFunction) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const anchor = target?.closest<HTMLAnchorElement>("a[data-discover]");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
