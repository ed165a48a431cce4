import { type AddRequest, type Endpoint, formType } from "./hostile-request";

// Sign-in under a burst (QUALITY.md, "Sign-in"): many tries at once, for one account, each sent
// in parallel. Whatever the burst, no more passwords are checked than the account's limit (5 by
// default, SIGN_IN_ACCOUNT_LIMIT); the rest are refused with 429 and Retry-After.

export const signInAccountLimit = 5;

const login: Endpoint = {
  path: "/admin/login",
  kind: "page",
  takes: ["GET", "HEAD", "POST"],
  exists: true,
};

export function addSignInBurstCases(add: AddRequest, sameSite: Record<string, string>) {
  const wrongPassword = (marker: string) =>
    Buffer.from(
      new URLSearchParams({
        email: `${marker}@example.com`,
        password: "not the password",
      }).toString(),
    );
  add({
    group: "sign-in burst",
    label: "50 wrong passwords for one account at once",
    endpoint: login,
    method: "POST",
    path: login.path,
    headers: { ...sameSite, "Content-Type": formType },
    body: wrongPassword,
    expectStatus: [401, 429],
    burst: { copies: 50, checkedStatus: 401, mostChecked: signInAccountLimit },
  });
}
