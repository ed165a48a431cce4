// Constants the build writes into the code (vite.config.ts `define`).

/** True only in the end-to-end tests' build (STUDIO_TEST_BUILD=1): the clock can be set. */
// oxlint-disable-next-line no-underscore-dangle -- the build's constants are named so
declare const __STUDIO_TEST_BUILD__: boolean;
