import { videoText } from "~/content/media";
import { videoSource } from "~/lib/video";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { NoVideo, VideoFrame, VideoPlayer } from "./video-facade";

/**
 * A video in a dialog (spec §3 "Video dialog props": open, videoUrl, title). The player loads
 * when the dialog opens; without a link it says "No video selected".
 */
export function VideoDialog({
  open,
  onOpenChange,
  videoUrl,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  videoUrl: string | null;
  title: string;
}) {
  const source = videoSource(videoUrl);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={videoText.close} aria-describedby={undefined}>
        <DialogTitle>{title}</DialogTitle>
        <VideoFrame source={source} className="mt-4">
          {source && open ? <VideoPlayer source={source} title={title} /> : <NoVideo />}
        </VideoFrame>
      </DialogContent>
    </Dialog>
  );
}
