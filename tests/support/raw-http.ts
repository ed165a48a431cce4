import { connect } from "node:net";

/**
 * Writes `requests` as they are, on one new connection to `url`'s host, and resolves with every
 * byte the server sent by the time it closed the connection (the last request should ask it to:
 * `Connection: close`).
 */
export function onOneConnection(url: string, requests: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requests));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}
