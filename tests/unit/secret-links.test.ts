import { describe, expect, it } from "vitest";

import { config } from "@/proxy";
import { fragmentHoldsSecret, secretsToFragment, takeFromFragment } from "@/lib/secret-links.mjs";
import { NO_REFERRER_PAGES } from "@/lib/security-headers.mjs";

describe("takeFromFragment", () => {
  it("takes a token from a fragment, with or without its #", () => {
    expect(takeFromFragment("#manage=abc_DEF-123", "manage")).toEqual({
      token: "abc_DEF-123",
      rest: "",
    });
    expect(takeFromFragment("track=t0k", "track")).toEqual({ token: "t0k", rest: "" });
  });

  it("takes one of several keys and keeps the others as they were", () => {
    expect(takeFromFragment("#manage=abc&key=xyz", "key")).toEqual({
      token: "xyz",
      rest: "manage=abc",
    });
    expect(takeFromFragment("#section-2&operator=op&x=%20y", "operator")).toEqual({
      token: "op",
      rest: "section-2&x=%20y",
    });
  });

  it("decodes the value as a query string would", () => {
    expect(takeFromFragment("#key=a%2Fb%3D", "key").token).toBe("a/b=");
    expect(takeFromFragment("#k%65y=v", "key")).toEqual({ token: "v", rest: "" });
    // A malformed escape is kept as written, never thrown on.
    expect(takeFromFragment("#key=%ZZ", "key").token).toBe("%ZZ");
  });

  it("finds nothing in another fragment, and leaves it alone", () => {
    expect(takeFromFragment("", "manage")).toEqual({ token: null, rest: "" });
    expect(takeFromFragment("#", "manage")).toEqual({ token: null, rest: "" });
    expect(takeFromFragment("#proposals", "manage")).toEqual({ token: null, rest: "proposals" });
    expect(takeFromFragment("#manager=abc", "manage")).toEqual({
      token: null,
      rest: "manager=abc",
    });
  });

  it("takes the first of a repeated key, removes them all, and counts an empty one as none", () => {
    expect(takeFromFragment("#track=one&a&track=two", "track")).toEqual({
      token: "one",
      rest: "a",
    });
    expect(takeFromFragment("#manage=&keep", "manage")).toEqual({ token: null, rest: "keep" });
    expect(takeFromFragment("#manage", "manage")).toEqual({ token: null, rest: "" });
  });

  it("tells whether a fragment holds any private link's token", () => {
    expect(fragmentHoldsSecret("#operator=x")).toBe(true);
    expect(fragmentHoldsSecret("#top&key=y")).toBe(true);
    expect(fragmentHoldsSecret("#top")).toBe(false);
    expect(fragmentHoldsSecret("#manage=")).toBe(false);
  });
});

describe("secretsToFragment", () => {
  it("moves every secret parameter into the fragment, verbatim, and keeps the rest", () => {
    expect(secretsToFragment("/project/3001", "?manage=abc")).toBe("/project/3001#manage=abc");
    expect(secretsToFragment("/admin/messages", "?utm_source=mail&operator=a%2Bb&key=k&x=1")).toBe(
      "/admin/messages?utm_source=mail&x=1#operator=a%2Bb&key=k",
    );
    expect(secretsToFragment("/proposal/5", "track=&ref=2")).toBe("/proposal/5?ref=2#track=");
  });

  it("leaves an address without them alone", () => {
    expect(secretsToFragment("/project/3001", "")).toBeNull();
    expect(secretsToFragment("/project/3001", "?utm_source=mail&managed=1")).toBeNull();
  });

  it("round-trips with takeFromFragment", () => {
    const moved = secretsToFragment("/agreement/7", "?key=a%20b&track=t")!;
    const hash = moved.slice(moved.indexOf("#"));
    expect(takeFromFragment(hash, "key")).toEqual({ token: "a b", rest: "track=t" });
  });
});

describe("the pages that read a private link", () => {
  it("are the proxy's and the no-referrer header's alike", () => {
    expect(config.matcher.filter((path) => !path.startsWith("/services/"))).toEqual(
      NO_REFERRER_PAGES,
    );
  });
});
