// Built only into the end-to-end test build (STUDIO_TEST_BUILD=1): a route whose loader fails,
// so the suite can check the error screen and its 500 status on a real production build.

export function loader(): never {
  throw new Error("The test fault route failed on purpose");
}

export default function Fault() {
  return null;
}
