import { Download } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { scrollBehavior } from "~/lib/motion";
import { drawAllSections } from "~/lib/sections";
import { Button } from "~/components/ui/button";

/**
 * A bar along the bottom of the screen that leads to the sign-up section (spec §2, /karate-moms).
 * It is sticky at the end of the page's content, so it stops above the footer, and it steps
 * aside while the sign-up section itself is on screen, so it never covers the form.
 */
export function GuideBar({
  text,
  action,
  target,
}: {
  text: string;
  action: string;
  target: string;
}) {
  const [targetInView, setTargetInView] = useState(false);

  useEffect(() => {
    const section = document.getElementById(target);
    if (!section) return;
    const observer = new IntersectionObserver(([entry]) =>
      setTargetInView(!!entry?.isIntersecting),
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [target]);

  function goToSignup(event: React.MouseEvent<HTMLAnchorElement>) {
    const section = document.getElementById(target);
    if (!section) return;
    event.preventDefault();
    drawAllSections();
    // scroll-padding-top keeps it clear of the header (96 px on wide screens).
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    section.querySelector<HTMLInputElement>("input[type=email]")?.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${target}`);
  }

  return (
    <div
      data-guide-bar
      data-state={targetInView ? "aside" : "shown"}
      className={
        targetInView
          ? "invisible sticky bottom-0 z-30 translate-y-full transition-transform duration-300 motion-reduce:transition-none"
          : "visible sticky bottom-0 z-30 translate-y-0 transition-transform duration-300 motion-reduce:transition-none"
      }
    >
      <div className="border-t border-border bg-primary px-4 py-3 text-on-primary shadow-raised">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4">
          <p className="font-semibold sm:text-lg">{text}</p>
          <Button asChild variant="accent" size="sm">
            <a href={`#${target}`} onClick={goToSignup}>
              <Download aria-hidden />
              {action}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
