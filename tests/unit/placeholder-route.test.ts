import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/placeholder/[width]/[height]/route";

const call = (width: string, height: string) =>
  GET(new Request(`http://localhost/api/placeholder/${width}/${height}`), {
    params: Promise.resolve({ width, height }),
  });

describe("GET /api/placeholder/{width}/{height}", () => {
  it("answers an SVG of the asked size", async () => {
    const response = await call("400", "300");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const body = await response.text();
    expect(body).toContain('width="400"');
    expect(body).toContain('height="300"');
  });

  it.each([
    ["0", "300"],
    ["abc", "300"],
    ["400", "99999"],
    ["-1", "1"],
    ["1.5", "2"],
  ])("rejects %s x %s with a 400 and a JSON error", async (width, height) => {
    const response = await call(width, height);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error");
  });
});
