import { lazy, useEffect } from "react";
import { createPortal } from "react-dom";

// The toaster's code loads when a page first needs a toast (a form in use), not with the page.
// `readyToast` resolves once the toaster is on the page, so a toast is never raised before it can
// show. Mount <LazyToaster /> inside a Suspense boundary when a toast may come (in the browser
// only). The toasts are drawn at the end of <body>, wherever the page mounts them: inside a
// section the browser skips while it is off screen (styles.css, `content-visibility: auto`),
// their fixed place would be that section's, thousands of pixels down, and nobody would see them.

let toasterModule: Promise<typeof import("./toaster")> | undefined;
const loadToaster = () => (toasterModule ??= import("./toaster"));

let markToasterMounted = () => {};
let toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

export const LazyToaster = lazy(() =>
  loadToaster().then(({ Toaster }) => ({
    default: function MountedToaster() {
      useEffect(() => {
        markToasterMounted();
        return () => {
          toasterMounted = new Promise<void>((resolve) => {
            markToasterMounted = resolve;
          });
        };
      }, []);
      return createPortal(<Toaster />, document.body);
    },
  })),
);

/** Sonner's toast, once the toaster is mounted. */
export async function readyToast() {
  const { toast } = await loadToaster();
  await toasterMounted;
  return toast;
}
