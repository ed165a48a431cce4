import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { momsClip, orientationClip } from "~/content/media";

// The muted loop plays files without a sound track (ambient-video.tsx); "Play with Sound" loads
// the files with one. A sound track is told from the container's own marks: WebM names its codec
// (A_OPUS), MP4 names the track's handler (soun).

const publicDir = path.resolve(import.meta.dirname, "../../public");

function hasSoundTrack(src: string): boolean {
  const bytes = readFileSync(path.join(publicDir, src));
  const mark = src.endsWith(".webm") ? "A_OPUS" : "soun";
  return bytes.includes(Buffer.from(mark, "latin1"));
}

describe("the ambient clips' files", () => {
  for (const clip of [orientationClip, momsClip]) {
    it(`${clip.title}: the loop has no sound track, the files with sound have one`, () => {
      expect(clip.sources.map((source) => source.type)).toEqual(
        clip.soundSources.map((source) => source.type),
      );
      for (const source of clip.sources) expect(hasSoundTrack(source.src), source.src).toBe(false);
      for (const source of clip.soundSources) {
        expect(hasSoundTrack(source.src), source.src).toBe(true);
      }
    });
  }
});
