// As in the empty fixture: without a proxy of its own, Next.js would build the app's proxy.ts
// (found up to Turbopack's root) into the static copy. This one runs for no page.
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/__static_copy_never__" };
