import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";

import { takeTokenFromAddress } from "./manage-tokens";
import { openPrivateLink, type PrivateLinkResult, type TokenStore } from "./private-link";

export type PrivateLinkState<T> =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "refused" }
  | { status: "network-error"; retry: () => void }
  | {
      status: "ready";
      token: string;
      resource: T;
      /** The link's token did not work, and the one this browser kept did. */
      linkRefused: boolean;
      /** Shows what a write answered (the resource after it) without asking again. */
      setResource: (next: T) => void;
      refetch: () => void;
    };

/**
 * A resource opened from a private link: the token is taken out of the URL fragment (`#key=`,
 * `#track=`) once, tried before the one this browser kept, and the resource fetched with it.
 * The caller's component sits inside a QueryClientProvider.
 */
export function usePrivateLinkResource<T>({
  fragmentKey,
  id,
  store,
  fetchWith,
}: {
  /** The fragment's parameter that carries the token, and this kind of link's name. */
  fragmentKey: "key" | "track";
  id: number;
  store: TokenStore;
  fetchWith: (token: string) => Promise<T>;
}): PrivateLinkState<T> {
  const queryClient = useQueryClient();
  const queryKey = ["private-link", fragmentKey, id];
  // Read once: taking the token removes it from the address, so a second read finds none. After
  // a failed attempt it holds the token that failed, which the retry starts from.
  const linkToken = useRef<string | null | undefined>(undefined);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      if (linkToken.current === undefined) linkToken.current = takeTokenFromAddress(fragmentKey);
      const result = await openPrivateLink(linkToken.current, store, fetchWith);
      if (result.kind === "network-error") linkToken.current = result.token;
      return result;
    },
    // One attempt per load, as a person's retry asks for; nothing refetches on its own.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  const refetch = () => void query.refetch();
  const result = query.data;
  if (query.isPending || (query.isFetching && result?.kind !== "ready")) {
    return { status: "loading" };
  }
  if (!result || result.kind === "network-error")
    return { status: "network-error", retry: refetch };
  if (result.kind !== "ready") return { status: result.kind };
  return {
    status: "ready",
    token: result.token,
    resource: result.value,
    linkRefused: result.linkRefused,
    setResource: (next) =>
      queryClient.setQueryData<PrivateLinkResult<T>>(queryKey, (current) =>
        current?.kind === "ready" ? { ...current, value: next } : current,
      ),
    refetch,
  };
}
