// The studio's videos. The clips under public/media/ are generated artwork (scripts/
// generate-video.ts) standing in until the studio supplies its own footage.

export const videoText = {
  play: "Play video",
  noVideo: "No video selected",
  playWithSound: "Play with Sound",
  close: "Close video",
  pause: "Pause the video",
  resume: "Play the video",
} as const;

export const trainingVideo = {
  // @placeholder: the studio's training video (a YouTube or Vimeo link plays in the privacy-enhanced player)
  url: "/media/dojo-clip.mp4",
  title: "Training at the Dojo",
  poster: "/media/dojo-clip-poster.webp",
} as const;

/** One encoding of a clip, in the order a browser should try them. */
type ClipSource = { src: string; type: string };

/**
 * How long the page's main thread must go without a long task, after its load event, before the
 * loop starts by itself. Starting the clip (its player, its first fetch) is a task of 2.5–47 ms on
 * the bench's machine; three quiet seconds keep it out of the time a visitor first uses the page
 * (decision 042). The poster is the clip's first frame, so the page looks the same meanwhile.
 */
export const clipQuietMs = 3000;

/**
 * A muted looping clip with "Play with Sound" (orientation and moms pages, spec §2). The loop
 * plays files without a sound track: half the bytes, and the browser sets up no audio output for
 * a clip nobody hears. "Play with Sound" loads the files with sound.
 */
export type AmbientClip = {
  title: string;
  poster: string;
  sources: ClipSource[];
  soundSources: ClipSource[];
  width: number;
  height: number;
};

export const orientationClip: AmbientClip = {
  // @placeholder: the orientation video (a generated clip until the studio supplies one)
  title: "A look inside the dojo",
  poster: "/media/dojo-clip-poster.webp",
  sources: [
    { src: "/media/dojo-clip-silent.webm", type: "video/webm" },
    { src: "/media/dojo-clip-silent.mp4", type: "video/mp4" },
  ],
  soundSources: [
    { src: "/media/dojo-clip.webm", type: "video/webm" },
    { src: "/media/dojo-clip.mp4", type: "video/mp4" },
  ],
  width: 640,
  height: 360,
};

export const momsClip: AmbientClip = {
  // @placeholder: the square video for the moms page (a generated clip until the studio supplies one)
  title: "The karate mindset",
  poster: "/media/dojo-square-poster.webp",
  sources: [
    { src: "/media/dojo-square-silent.webm", type: "video/webm" },
    { src: "/media/dojo-square-silent.mp4", type: "video/mp4" },
  ],
  soundSources: [
    { src: "/media/dojo-square.webm", type: "video/webm" },
    { src: "/media/dojo-square.mp4", type: "video/mp4" },
  ],
  width: 480,
  height: 480,
};
