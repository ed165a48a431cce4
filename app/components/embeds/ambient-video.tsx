import { Pause, Play, Volume2 } from "~/components/ui/icons";
import { startTransition, useEffect, useRef, useState } from "react";
import { clipQuietMs, videoText, type AmbientClip } from "~/content/media";
import { cn } from "~/lib/cn";
import { whenSettled } from "~/lib/idle";
import { Button } from "~/components/ui/button";

/**
 * A preload for the clip's poster, for a route's `links`: the poster is the first screen's
 * picture (its largest paint), so the browser fetches it with the HTML's first bytes, at high
 * priority, rather than once it has read as far as the video.
 */
export function clipPosterPreload(clip: AmbientClip) {
  return {
    rel: "preload",
    as: "image",
    type: "image/webp",
    href: clip.poster,
    fetchPriority: "high",
  } as const;
}

/**
 * Our own clip, playing muted on a loop (spec §2: orientation and moms pages). Nothing is
 * fetched but the poster until the page has settled, and it never starts by itself when the
 * visitor prefers reduced motion. The loop plays the clip's files without sound; "Play with
 * Sound" reloads it from the files with sound, with its controls, and then goes away.
 */
export function AmbientVideo({ clip, className }: { clip: AmbientClip; className?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [withSound, setWithSound] = useState(false);
  const [paused, setPaused] = useState(true);

  // Cancels the loop's own start; the visitor's play, pause or sound comes first.
  const cancelStart = useRef<() => void>(undefined);

  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Start once the page has settled, so fetching and decoding the clip never compete with the
    // page becoming usable. The poster shows its first frame meanwhile.
    const cancel = whenSettled(() => {
      element.preload = "auto";
      // A browser may refuse to play; the poster and the buttons stay usable.
      element.play().catch(() => setPaused(true));
    }, clipQuietMs);
    cancelStart.current = cancel;
    return cancel;
  }, []);

  // Once the files with sound are in the page: load them and play, unmuted (the visitor asked).
  useEffect(() => {
    const element = video.current;
    if (!withSound || !element) return;
    element.muted = false;
    element.load();
    element.play().catch(() => setPaused(true));
  }, [withSound]);

  function togglePause() {
    cancelStart.current?.();
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPaused(true));
    else element.pause();
  }

  return (
    <div
      className={cn("relative overflow-hidden rounded-card bg-primary shadow-raised", className)}
    >
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- generated artwork with no speech */}
      <video
        ref={video}
        title={clip.title}
        poster={clip.poster}
        width={clip.width}
        height={clip.height}
        muted
        loop={!withSound}
        playsInline
        preload="none"
        controls={withSound}
        // The button follows the clip without hurry: play and pause are discrete events, which
        // React would otherwise render at once, in the same task as any start-up work pending.
        onPlay={() => startTransition(() => setPaused(false))}
        onPause={() => startTransition(() => setPaused(true))}
        data-sound={withSound ? "on" : "off"}
        className="block h-auto w-full"
      >
        {(withSound ? clip.soundSources : clip.sources).map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {withSound ? null : (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 p-3">
          <Button
            type="button"
            variant="accent"
            size="sm"
            onClick={() => {
              cancelStart.current?.();
              setWithSound(true);
            }}
          >
            <Volume2 aria-hidden />
            {videoText.playWithSound}
          </Button>
          <Button
            type="button"
            variant="primary"
            size="icon"
            onClick={togglePause}
            aria-label={paused ? videoText.resume : videoText.pause}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
        </div>
      )}
    </div>
  );
}
