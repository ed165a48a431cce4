// Where a video link points and how to play it (spec §4 "Video"): the host is told from the URL;
// short-form links play upright (9:16), everything else 16:9. Outside players load in their
// privacy-enhanced form, and only after the visitor asks for the video.

export type VideoSource =
  | { host: "youtube" | "vimeo"; embedUrl: string; ratio: "16/9" | "9/16" }
  | { host: "file"; fileUrl: string; ratio: "16/9" | "9/16" };

function youtubeId(url: URL): { id: string; short: boolean } | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  if (host === "youtu.be") return { id: url.pathname.slice(1), short: false };
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  const [, kind, id] = url.pathname.split("/");
  if (kind === "watch") return { id: url.searchParams.get("v") ?? "", short: false };
  if (kind === "shorts") return { id: id ?? "", short: true };
  if (kind === "embed" || kind === "live") return { id: id ?? "", short: false };
  return null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  return url.pathname.split("/").find((part) => /^\d+$/.test(part)) ?? null;
}

/** How to play `link`, or null when it is empty or not a video we can play. */
export function videoSource(link: string | null | undefined): VideoSource | null {
  if (!link) return null;
  if (link.startsWith("/")) {
    return {
      host: "file",
      fileUrl: link,
      ratio: /[-_.]vertical\b|[-_]short\b/.test(link) ? "9/16" : "16/9",
    };
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const youtube = youtubeId(url);
  if (youtube && /^[\w-]{6,}$/.test(youtube.id)) {
    return {
      host: "youtube",
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube.id}?autoplay=1&rel=0`,
      ratio: youtube.short ? "9/16" : "16/9",
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      host: "vimeo",
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1`,
      ratio: "16/9",
    };
  }
  return null;
}
