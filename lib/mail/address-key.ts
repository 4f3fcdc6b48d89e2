// One mailbox, one key: the form in which addresses are compared, counted and limited, so that
// `Jo.Smith+quotes@Gmail.com` and `josmith@gmail.com` share one budget
// (docs/decisions/0007-proven-addresses-and-listing.md). The database computes the same key with
// mail_address_key() (drizzle/0018); tests/api/address-key.test.ts holds the two to one another.

/**
 * Providers that deliver `j.o.smith@` and `josmith@` to one mailbox (Google's documented
 * behaviour for consumer Gmail): dots in the local part are dropped there, and googlemail.com is
 * gmail.com. Other providers treat dots as part of the name, so they keep them.
 */
export const DOT_BLIND_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address reaches: lower case, without a `+tag` (sub-addressing, which every large
 * provider delivers to the same mailbox), and without dots at the providers above.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0]!;
  const dotBlind = DOT_BLIND_DOMAINS[domain];
  if (dotBlind) local = local.replaceAll(".", "");
  return `${local}@${dotBlind ?? domain}`;
}
