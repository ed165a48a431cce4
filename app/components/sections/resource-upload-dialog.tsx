import { resourcesText } from "~/content/resources";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { UploadForm } from "./resource-upload";

// The upload dialog of /resources, for signed-in staff only: a module of its own, loaded when a
// staff member's page has taken over, so a visitor's page never loads the dialog's code.

export default function ResourceUploadDialog({
  open,
  onOpenChange,
  maxSize,
  maxBytes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxSize: string;
  maxBytes: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-4rem)] overflow-y-auto">
        <DialogTitle>{resourcesText.uploadHeading}</DialogTitle>
        <DialogDescription>{resourcesText.uploadIntro}</DialogDescription>
        <div className="mt-4">
          <UploadForm maxSize={maxSize} maxBytes={maxBytes} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
