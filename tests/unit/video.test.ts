import { describe, expect, it } from "vitest";
import { videoSource } from "~/lib/video";

// The video host is told from the link (spec §4): privacy-enhanced players, 9:16 for short-form.

describe("video links", () => {
  it("plays YouTube links in the privacy-enhanced player, 16:9", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=abcDEF12345",
      "https://youtu.be/abcDEF12345",
      "https://m.youtube.com/watch?v=abcDEF12345&t=4",
    ]) {
      expect(videoSource(link)).toEqual({
        host: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0",
        ratio: "16/9",
      });
    }
  });

  it("plays short-form links upright", () => {
    expect(videoSource("https://www.youtube.com/shorts/abcDEF12345")?.ratio).toBe("9/16");
  });

  it("plays Vimeo without tracking", () => {
    expect(videoSource("https://vimeo.com/123456789")).toEqual({
      host: "vimeo",
      embedUrl: "https://player.vimeo.com/video/123456789?dnt=1&autoplay=1",
      ratio: "16/9",
    });
  });

  it("plays the studio's own files directly", () => {
    expect(videoSource("/media/dojo-clip.mp4")).toEqual({
      host: "file",
      fileUrl: "/media/dojo-clip.mp4",
      ratio: "16/9",
    });
  });

  it("has nothing to play for an empty or unknown link", () => {
    expect(videoSource(null)).toBeNull();
    expect(videoSource("")).toBeNull();
    expect(videoSource("not a url")).toBeNull();
    expect(videoSource("https://example.com/video")).toBeNull();
  });
});
