import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addressKey } from "@/lib/mail/address-key";
import { databases, useDatabase } from "./helpers";

// Spellings of real addresses as people type them, and the mailbox each reaches.
const SPELLINGS: [string, string][] = [
  ["dana@home.example", "dana@home.example"],
  ["  Dana@Home.Example ", "dana@home.example"],
  ["dana+quotes@home.example", "dana@home.example"],
  ["dana+a+b@home.example", "dana@home.example"],
  ["d.a.n.a@home.example", "d.a.n.a@home.example"],
  ["Jo.Smith+reno@Gmail.com", "josmith@gmail.com"],
  ["j.o.s.m.i.t.h@googlemail.com", "josmith@gmail.com"],
  ["first.last@outlook.com", "first.last@outlook.com"],
  ['"odd@local"@home.example', '"odd@local"@home.example'],
  ["no-at-sign", "no-at-sign"],
];

describe("addressKey: one mailbox, one key", () => {
  it.each(SPELLINGS)("%s reaches %s", (spelling, key) => {
    expect(addressKey(spelling)).toBe(key);
  });
});

describe.each(databases)("mail_address_key() on $name", (target) => {
  const state = useDatabase(target);

  it("computes the same key as lib/mail/address-key.ts for every spelling", async () => {
    for (const [spelling] of SPELLINGS) {
      const { rows } = (await state.handle!.db.execute(
        sql`select mail_address_key(${spelling}) as key`,
      )) as unknown as { rows: { key: string }[] };
      expect(rows[0]!.key, spelling).toBe(addressKey(spelling));
    }
  });
});
