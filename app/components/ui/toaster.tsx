import { Toaster as Sonner, toast } from "sonner";

// Toasts for form results (spec §8). Mounted by the pages that use them, so pages without forms
// load none of this.
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-card !border-border !bg-surface !text-ink !shadow-raised",
          error: "!border-danger !bg-danger-surface !text-danger",
          success: "!border-success !bg-success-surface !text-success",
        },
      }}
    />
  );
}

export { toast };
