import { lazy, useEffect } from "react";

// The toaster's code loads when a page first needs a toast (a form in use), not with the page.
// `readyToast` resolves once the toaster is on the page, so a toast is never raised before it can
// show. Mount <LazyToaster /> inside a Suspense boundary when a toast may come.

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
      return <Toaster />;
    },
  })),
);

/** Sonner's toast, once the toaster is mounted. */
export async function readyToast() {
  const { toast } = await loadToaster();
  await toasterMounted;
  return toast;
}
