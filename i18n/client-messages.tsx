import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** Namespaces the client components of every page read (favourite hearts, project cards). */
const SHARED_NAMESPACES = ["common", "favorites", "projectCard"];

function pick(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.filter((key) => key in messages).map((key) => [key, messages[key]!]),
  );
}

/**
 * Gives the client components below it the UI text they read: the shared namespaces plus those
 * named. Only these travel to the browser; the long texts of server-rendered pages stay on the
 * server, and each page sends the text of its own forms only.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pick(messages, [...SHARED_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
