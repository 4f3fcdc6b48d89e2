// The browser's calls about who it is: a contractor's sign-in and session, the operator's token
// (docs/api.md).
import type { StatedCredential } from "@/lib/pros/shapes";
import { call } from "@/lib/client/api";

/** Resolves when the token is the operator's; an ApiRequestError (401/403) otherwise. */
export const checkOperatorToken = (token: string) =>
  call<{ access: "operator" }>("/api/operator", { token });

/** What /api/pro/me answers: whether this browser is signed in, and the profile's own data. */
export type ProSession =
  | { signedIn: false }
  | {
      signedIn: true;
      email: string;
      profile: {
        slug: string;
        businessName: string;
        contactName: string;
        phone: string | null;
        credentials: StatedCredential[];
      } | null;
    };

export const requestSignInLink = (input: { email: string; website?: string }) =>
  call<{ sent: true }>("/api/auth/sign-in", { method: "POST", body: JSON.stringify(input) });

/** Signs in with an e-mailed link's token (sent as a bearer token; the answer sets the cookie). */
export const signInWithLink = (token: string) =>
  call<{ signedIn: true }>("/api/auth/verify", { method: "POST", token });

export const signOutOfAccount = () =>
  call<{ signedIn: false }>("/api/auth/sign-out", { method: "POST" });

export const fetchProSession = () => call<ProSession>("/api/pro/me", { cache: "no-store" });
