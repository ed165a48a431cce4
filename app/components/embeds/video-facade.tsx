import { Play } from "~/components/ui/icons";
import { useState } from "react";
import { videoText } from "~/content/media";
import { cn } from "~/lib/cn";
import { videoSource, type VideoSource } from "~/lib/video";

/** The player itself: the host's privacy-enhanced frame, or our own file with controls. */
export function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  if (source.host === "file") {
    return (
      // oxlint-disable-next-line jsx-a11y/media-has-caption -- generated artwork with no speech
      <video
        src={source.fileUrl}
        title={title}
        controls
        autoPlay
        playsInline
        className="size-full"
      />
    );
  }
  return (
    // The player is another origin (the host's privacy-enhanced domain, allowed in frame-src);
    // it needs its own scripts and storage, which a sandbox would take away.
    // oxlint-disable-next-line react/iframe-missing-sandbox
    <iframe
      src={source.embedUrl}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full border-0"
    />
  );
}

export function VideoFrame({
  source,
  className,
  children,
}: {
  source: VideoSource | null;
  className?: string;
  children: React.ReactNode;
}) {
  const upright = source?.ratio === "9/16";
  return (
    <div
      data-ratio={source?.ratio ?? "16/9"}
      style={{ aspectRatio: source?.ratio ?? "16/9" }}
      className={cn(
        "relative mx-auto w-full overflow-hidden rounded-card bg-primary shadow-raised",
        upright ? "max-w-sm" : "",
        className,
      )}
    >
      {children}
    </div>
  );
}

export function NoVideo() {
  return (
    <p className="grid size-full place-items-center p-6 text-center text-on-primary">
      {videoText.noVideo}
    </p>
  );
}

/**
 * A video that costs nothing until it is wanted: a poster and a play button; the player (from
 * the video host, or our own file) loads only when the visitor presses play.
 */
export function VideoFacade({
  url,
  title,
  poster,
  className,
}: {
  url: string | null;
  title: string;
  poster?: string;
  className?: string;
}) {
  const source = videoSource(url);
  const [playing, setPlaying] = useState(false);
  return (
    <VideoFrame source={source} className={className}>
      {!source ? <NoVideo /> : null}
      {source && playing ? <VideoPlayer source={source} title={title} /> : null}
      {source && !playing ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 grid place-items-center"
          data-video-host={source.host}
        >
          {poster ? (
            <img
              src={poster}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <span aria-hidden className="absolute inset-0 bg-gradient-to-br from-primary to-sea" />
          )}
          <span className="relative grid size-20 place-items-center rounded-full bg-accent text-on-accent shadow-raised transition-transform group-hover:scale-105 motion-reduce:transition-none">
            <Play aria-hidden className="size-9 translate-x-0.5 fill-current" />
          </span>
          <span className="sr-only">{`${videoText.play}: ${title}`}</span>
        </button>
      ) : null}
    </VideoFrame>
  );
}
