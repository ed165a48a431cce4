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

/**
 * Frames a second of a file's video track, from the container: WebM's DefaultDuration (ns per
 * frame), or MP4's time-to-sample table against the track's time scale (one entry: a constant
 * rate). The silent files hold one track; the files with sound list the video track first.
 */
function framesPerSecond(src: string): number {
  const bytes = readFileSync(path.join(publicDir, src));
  if (src.endsWith(".webm")) {
    const at = bytes.indexOf(Buffer.from([0x23, 0xe3, 0x83]));
    const sizeByte = bytes[at + 3];
    if (at < 0 || sizeByte === undefined || sizeByte < 0x80)
      throw new Error(`${src}: no frame rate`);
    const length = sizeByte & 0x7f;
    return 1e9 / bytes.readUIntBE(at + 4, length);
  }
  const mdhd = bytes.indexOf("mdhd");
  const stts = bytes.indexOf("stts");
  const constantRate = stts >= 0 && bytes.readUInt32BE(stts + 8) === 1;
  if (mdhd < 0 || !constantRate || bytes[mdhd + 4] !== 0) throw new Error(`${src}: no frame rate`);
  const timescale = bytes.readUInt32BE(mdhd + 16);
  const delta = bytes.readUInt32BE(stts + 16);
  return timescale / delta;
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

  // The loop plays for as long as the page is open; each frame is a decode and a composite on the
  // visitor's device. Half the rate of the clip with sound halves that work (BENCHMARKS.md).
  for (const clip of [orientationClip, momsClip]) {
    it(`${clip.title}: the loop plays 12 frames a second, the clip with sound 24`, () => {
      for (const source of clip.sources)
        expect(framesPerSecond(source.src), source.src).toBeCloseTo(12, 3);
      for (const source of clip.soundSources) {
        expect(framesPerSecond(source.src), source.src).toBeCloseTo(24, 3);
      }
    });
  }
});
