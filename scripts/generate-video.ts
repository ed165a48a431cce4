// Generates the ambient clips in public/media/ (spec §2: the muted video on /signup and
// /karate-moms) until the studio supplies its own footage: a calm sea under a rising sun, with
// the sound of waves. Frames are drawn as SVG, rasterised with sharp and encoded by ffmpeg
// (Debian's ffmpeg package; not needed to build or run the site, only to regenerate).
// Usage: npx tsx scripts/generate-video.ts

import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const mediaDir = path.join(root, "public/media");
/** Frames a second: the clip with sound, and the muted loop. */
const fps = 24;
const loopFps = 12;
const seconds = 8;

const washi = "#f4efe6";
const ink = "#1f2a44";
const vermilion = "#b3412a";
const sea = "#2f6f73";

/** One wave line across the frame, as an SVG path, shifted by `phase` (0..1 per loop). */
function wave(width: number, baseY: number, amplitude: number, length: number, phase: number) {
  const points: string[] = [];
  for (let x = -length; x <= width + length; x += 8) {
    const y = baseY + amplitude * Math.sin((x / length + phase) * 2 * Math.PI);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join(" L")} L${width + length},9999 L${-length},9999 Z`;
}

function frame(width: number, height: number, t: number): string {
  // t runs 0..1 over the clip; every motion completes whole cycles so the loop is seamless.
  const sunY = height * (0.42 + 0.03 * Math.sin(t * 2 * Math.PI));
  const sunR = Math.min(width, height) * 0.16;
  const layers = [
    { y: 0.62, amp: 0.018, len: width / 2, speed: 1, color: sea, opacity: 0.35 },
    { y: 0.7, amp: 0.022, len: width / 3, speed: -2, color: sea, opacity: 0.55 },
    { y: 0.79, amp: 0.026, len: width / 2.5, speed: 2, color: ink, opacity: 0.75 },
    { y: 0.88, amp: 0.03, len: width / 2, speed: -1, color: ink, opacity: 0.95 },
  ];
  const waves = layers
    .map(
      (layer) =>
        `<path d="${wave(width, height * layer.y, height * layer.amp, layer.len, t * layer.speed)}" fill="${layer.color}" fill-opacity="${layer.opacity}"/>`,
    )
    .join("");
  const enso = Math.min(width, height) * 0.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="100%" height="100%" fill="${washi}"/>
    <circle cx="${width * 0.64}" cy="${sunY}" r="${sunR}" fill="${vermilion}" fill-opacity="0.88"/>
    <circle cx="${width * 0.3}" cy="${height * 0.36}" r="${enso}" fill="none" stroke="${ink}" stroke-opacity="0.12" stroke-width="${enso * 0.12}" stroke-dasharray="${enso * 5.2} ${enso * 1.1}" stroke-linecap="round" transform="rotate(${-70 + 6 * Math.sin(t * 2 * Math.PI)} ${width * 0.3} ${height * 0.36})"/>
    ${waves}
  </svg>`;
}

function run(
  command: string,
  args: string[],
  input?: (stdin: NodeJS.WritableStream) => Promise<void>,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [input ? "pipe" : "ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
    if (input && child.stdin) input(child.stdin).then(() => child.stdin?.end(), reject);
  });
}

/** Draws `rate * seconds` frames and encodes them to an H.264 MP4, with the waves' sound or not. */
async function encodeMp4(
  file: string,
  width: number,
  height: number,
  rate: number,
  sound: boolean,
) {
  const frames = rate * seconds;
  // Frames go to ffmpeg as raw RGB on its standard input.
  const encodeFrames = async (stdin: NodeJS.WritableStream) => {
    for (let index = 0; index < frames; index++) {
      const pixels = await sharp(Buffer.from(frame(width, height, index / frames)))
        .removeAlpha()
        .raw()
        .toBuffer();
      if (!stdin.write(pixels)) await new Promise((resolve) => stdin.once("drain", resolve));
    }
  };
  const input = [
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${width}x${height}`,
    "-r",
    String(rate),
    "-i",
    "-",
  ];
  // Waves: brown noise, low-passed, swelling twice over the clip (so the loop is seamless).
  const waves = [
    "-f",
    "lavfi",
    "-t",
    String(seconds),
    "-i",
    `anoisesrc=color=brown:amplitude=0.5:seed=7,lowpass=f=900,volume='0.35+0.3*sin(2*PI*t/${seconds / 2})':eval=frame`,
  ];
  const video = ["-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-crf", "30"];
  await run(
    "ffmpeg",
    [
      ...input,
      ...(sound ? [...waves, "-shortest"] : []),
      ...video,
      "-preset",
      "slow",
      "-movflags",
      "+faststart",
      ...(sound ? ["-c:a", "aac", "-b:a", "48k"] : ["-an"]),
      file,
    ],
    encodeFrames,
  );
}

/** The same pictures and sound as a VP9/Opus WebM, for browsers that prefer it. */
async function encodeWebm(mp4: string, webm: string) {
  await run("ffmpeg", [
    "-y",
    "-i",
    mp4,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "40k",
    webm,
  ]);
}

async function clip(name: string, width: number, height: number) {
  const file = (suffix: string) => path.join(mediaDir, `${name}${suffix}`);
  await encodeMp4(file(".mp4"), width, height, fps, true);
  await encodeWebm(file(".mp4"), file(".webm"));
  // The muted loop's files (ambient-video.tsx): no sound track, and half the frame rate. It plays
  // for as long as the page is open, and every frame costs the visitor's device a decode and a
  // composite; at 12 frames a second the slow sea still reads as motion.
  await encodeMp4(file("-silent.mp4"), width, height, loopFps, false);
  await encodeWebm(file("-silent.mp4"), file("-silent.webm"));
  await sharp(Buffer.from(frame(width, height, 0)))
    .webp({ quality: 70 })
    .toFile(file("-poster.webp"));
}

mkdirSync(mediaDir, { recursive: true });
await clip("dojo-clip", 640, 360);
await clip("dojo-square", 480, 480);
console.info("Wrote public/media/dojo-clip*.* and dojo-square*.*");
