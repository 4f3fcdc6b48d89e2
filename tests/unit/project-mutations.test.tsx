import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useProjectMutations } from "@/components/projects/use-project-mutations";
import { QueryProvider } from "@/components/providers/query-provider";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("next-intl", () => ({ useTranslations: () => (key: string) => key }));
vi.mock("@/lib/client/toast", () => ({
  toast: { success: () => {}, error: () => {}, warning: () => {} },
}));

type Mutations = ReturnType<typeof useProjectMutations>;

/** Renders the hook once (on the server renderer, which runs no effects) and hands it back. */
function mutationsFor(rowId: number, token: string): Mutations {
  let mutations: Mutations | undefined;
  function Probe() {
    mutations = useProjectMutations(rowId, token);
    return null;
  }
  renderToString(createElement(QueryProvider, null, createElement(Probe)));
  return mutations!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useProjectMutations", () => {
  it.each(["in-progress", "completed", "open"] as const)(
    "sends status %s alone, with no date of the browser's clock",
    async (status) => {
      const fetch = vi.fn(async () => Response.json({ id: 7, status }));
      vi.stubGlobal("fetch", fetch);
      await mutationsFor(7, "owner-token").update.mutateAsync({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
      const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(path).toBe("/api/projects/7");
      expect(init.method).toBe("PUT");
      expect(JSON.parse(init.body as string)).toEqual({ status });
    },
  );

  it("sends an edit's fields as they are", async () => {
    const fetch = vi.fn(async () => Response.json({ id: 7 }));
    vi.stubGlobal("fetch", fetch);
    const patch = { status: "completed", contractorNotes: "Passed inspection" } as const;
    await mutationsFor(7, "owner-token").update.mutateAsync(patch);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual(patch);
  });
});
