import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces that client components read. Only these travel to the browser with every
 * page; the long texts of server-rendered pages (home, services, legal...) stay on the server.
 */
const CLIENT_NAMESPACES = [
  "common",
  "nav",
  "favorites",
  "projectCard",
  "project",
  "proposal",
  "manage",
  "dashboard",
  "projectList",
  "postProject",
  "contact",
  "trades",
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]!]),
  );
}
