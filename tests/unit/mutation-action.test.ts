// The write hook's options (lib/client/use-mutation-action.ts) run by TanStack Query's own
// MutationObserver, as useMutation runs them, and the parsing of a refused write.
import { MutationObserver, QueryClient, onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/client/api";
import { mutationActionOptions } from "@/lib/client/use-mutation-action";
import { parseWriteError, shownBesideField } from "@/lib/client/write-error";

const refused = () =>
  new ApiRequestError(
    "Check the form. The note is too long.",
    400,
    [
      { path: "note", message: "The note is too long." },
      { path: "body", message: "Write a few words." },
    ],
    "invalid_input",
  );

function observe<TVariables, TResult>(
  action: (variables: TVariables) => Promise<TResult>,
  options: Parameters<typeof mutationActionOptions<TVariables, TResult>>[1],
) {
  const toasts: { title: string; description: unknown }[] = [];
  const observer = new MutationObserver(
    new QueryClient(),
    mutationActionOptions(action, options, {
      error: (title, data) => toasts.push({ title, description: data?.description }),
    }),
  );
  return { observer, toasts };
}

afterEach(() => onlineManager.setOnline(true));

describe("mutationActionOptions", () => {
  it("is pending until the action answers and its success has been handed on", async () => {
    let answer!: (value: { revoked: number }) => void;
    const seen: unknown[] = [];
    const { observer, toasts } = observe(
      (rowId: number) =>
        new Promise<{ revoked: number }>((resolve) => {
          seen.push(rowId);
          answer = resolve;
        }),
      {
        onSuccess: (result, variables) => seen.push({ result, variables }),
        errorToast: "Could not sign out other links",
      },
    );
    const done = observer.mutate(7);
    await Promise.resolve();
    expect(observer.getCurrentResult().isPending).toBe(true);
    answer({ revoked: 2 });
    await done;
    expect(seen).toEqual([7, { result: { revoked: 2 }, variables: 7 }]);
    expect(observer.getCurrentResult().isPending).toBe(false);
    expect(toasts).toEqual([]);
  });

  it("shows a failure as a toast with the server's message when no field takes it", async () => {
    const { observer, toasts } = observe(() => Promise.reject(refused()), {
      errorToast: "Could not save",
    });
    await observer.mutate(undefined).catch(() => {});
    expect(toasts).toEqual([
      { title: "Could not save", description: "Check the form. The note is too long." },
    ]);
    expect(observer.getCurrentResult().isPending).toBe(false);
    expect(parseWriteError(observer.getCurrentResult().error)).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
  });

  it("puts a refused field's message beside it, and then shows no toast", async () => {
    const beside: string[] = [];
    const { observer, toasts } = observe(() => Promise.reject(refused()), {
      errorToast: "Could not save",
      onFieldError: (field, message) => {
        if (field !== "body") return false;
        beside.push(message);
        return true;
      },
    });
    await observer.mutate(undefined).catch(() => {});
    expect(beside).toEqual(["Write a few words."]);
    expect(toasts).toEqual([]);
  });

  it("sends while the browser says it is offline, as the calls did before it", async () => {
    onlineManager.setOnline(false);
    const { observer, toasts } = observe(
      () => Promise.reject(new ApiRequestError("Could not reach the server.", 0)),
      { errorToast: "Could not save" },
    );
    await observer.mutate(undefined).catch(() => {});
    expect(observer.getCurrentResult().isPaused).toBe(false);
    expect(toasts).toEqual([
      { title: "Could not save", description: "Could not reach the server." },
    ]);
  });

  it("does not try a failed write again", async () => {
    let calls = 0;
    const { observer } = observe(
      () => {
        calls += 1;
        return Promise.reject(new ApiRequestError("Request failed (500)", 500));
      },
      { errorToast: "Could not save" },
    );
    await observer.mutate(undefined).catch(() => {});
    expect(calls).toBe(1);
  });
});

describe("parseWriteError", () => {
  it("keeps an answer's status, code and field issues", () => {
    expect(parseWriteError(refused())).toEqual({
      message: "Check the form. The note is too long.",
      status: 400,
      code: "invalid_input",
      issues: [
        { path: "note", message: "The note is too long." },
        { path: "body", message: "Write a few words." },
      ],
    });
  });

  it("reads anything else thrown as a message without a status", () => {
    expect(parseWriteError(new TypeError("boom"))).toEqual({
      message: "boom",
      status: 0,
      issues: [],
    });
  });
});

describe("shownBesideField", () => {
  it("stops at the first field shown, and is false without field issues", () => {
    const asked: string[] = [];
    const show = (field: string) => (asked.push(field), true);
    expect(shownBesideField(refused(), show)).toBe(true);
    expect(asked).toEqual(["note"]);
    expect(shownBesideField(new Error("offline"), show)).toBe(false);
  });
});
