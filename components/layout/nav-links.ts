/** The header menu: label keys in messages/en.json under "nav". */
export const mainNav = [
  { href: "/", key: "home" },
  { href: "/projects", key: "projects" },
  { href: "/post-project", key: "requestQuote" },
  { href: "/favorites", key: "favorites" },
  { href: "/contact", key: "contact" },
] as const;
