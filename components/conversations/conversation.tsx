"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Loader2, Send, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

import Link from "@/components/common/link";
import { LoadError } from "@/components/common/load-error";
import { QueryProvider } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { uploadPhoto } from "@/lib/storage/client";
import { toast } from "@/lib/client/toast";
import { ReportEntry } from "@/components/questions/entry-actions";
import { markConversationRead, sendConversationMessage } from "@/lib/conversations/client";
import { reportMessage } from "@/lib/moderation/client";
import { MAX_MESSAGE_PHOTOS, MESSAGE_MAX_LENGTH } from "@/lib/conversations/rules";
import type { Conversation as ConversationData } from "@/lib/conversations/shapes";
import { openConversation, tokensFromAddress } from "@/lib/conversations/tokens";

/** How often an open conversation asks for new messages. */
const REFRESH_MS = 15_000;

/** A proposal's private conversation, as one of its two parties reads and writes it. */
export function Conversation({ proposalId }: { proposalId: number }) {
  return (
    <QueryProvider>
      <ConversationLoader proposalId={proposalId} />
    </QueryProvider>
  );
}

function ConversationLoader({ proposalId }: { proposalId: number }) {
  const t = useTranslations("conversation");
  // Read once: taking the tokens removes them from the address.
  const fromLink = useRef<(string | null)[] | null>(null);
  const opened = useQuery({
    queryKey: ["conversation-open", proposalId],
    queryFn: () => {
      fromLink.current ??= tokensFromAddress();
      return openConversation(proposalId, fromLink.current);
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const result = opened.data;
  if (!result) {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {t("loading")}
      </p>
    );
  }
  if (result.kind === "network-error") {
    return (
      <LoadError
        message={t("loadError")}
        retryLabel={t("retry")}
        onRetry={() => void opened.refetch()}
      />
    );
  }
  if (result.kind !== "ready") {
    return (
      <p
        role="alert"
        className="border-destructive/40 bg-destructive/10 rounded-lg border p-4"
        data-testid="conversation-refused"
      >
        {t("refused")}
      </p>
    );
  }
  return (
    <ConversationView proposalId={proposalId} token={result.token} initial={result.conversation} />
  );
}

function ConversationView({
  proposalId,
  token,
  initial,
}: {
  proposalId: number;
  token: string | null;
  initial: ConversationData;
}) {
  const t = useTranslations("conversation");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const queryKey = ["conversation", proposalId, token];
  const { data: conversation = initial, refetch } = useQuery({
    queryKey,
    queryFn: () =>
      import("@/lib/conversations/client").then(({ fetchConversation }) =>
        fetchConversation(proposalId, token),
      ),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const newest = conversation.messages.at(-1);
  const unread = conversation.messages.some((message) => !message.mine && message.readAt === null);
  const marked = useRef(0);
  useEffect(() => {
    // What is on screen is read: the other party then sees "Seen".
    if (!unread || !newest || marked.current >= newest.id) return;
    marked.current = newest.id;
    void markConversationRead(proposalId, { upTo: newest.id }, token).catch(() => {
      marked.current = 0;
    });
  }, [unread, newest, proposalId, token]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [conversation.messages.length]);

  const other =
    conversation.reader === "homeowner"
      ? conversation.contractorName
      : (conversation.homeownerName ?? t("theHomeowner"));
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const back =
    conversation.reader === "homeowner"
      ? `/project/${conversation.project.displayId}`
      : `/proposal/${proposalId}`;

  return (
    <div className="space-y-5">
      <div className="border-border bg-card space-y-2 rounded-lg border p-4 sm:p-5">
        <h2 className="text-lg font-semibold break-words" data-testid="conversation-heading">
          {t("with", { name: other })}
        </h2>
        <p className="text-muted-foreground text-sm break-words">
          {t("about", {
            title: conversation.project.title,
            project: conversation.project.displayId,
          })}
        </p>
        <p className="text-sm" data-testid="conversation-privacy">
          {conversation.hired ? t("hiredNote") : t("maskedNote")}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={back} className="text-primary underline-offset-4 hover:underline">
            {conversation.reader === "homeowner" ? t("backToProject") : t("backToProposal")}
          </Link>
          {conversation.agreementId !== null ? (
            <Link
              href={`/agreement/${conversation.agreementId}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t("agreementLink")}
            </Link>
          ) : null}
        </div>
      </div>

      {conversation.messages.length === 0 ? (
        <p className="text-muted-foreground text-center text-sm" data-testid="conversation-empty">
          {t("empty")}
        </p>
      ) : (
        <ol
          ref={list}
          aria-label={t("messagesLabel")}
          className="space-y-3"
          data-testid="conversation-messages"
        >
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={`flex flex-col ${message.mine ? "items-end" : "items-start"}`}
              data-testid="conversation-message"
              data-mine={message.mine}
            >
              <div
                className={`max-w-[85%] space-y-2 rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
                  message.hidden
                    ? "border-border text-muted-foreground border border-dashed italic"
                    : message.mine
                      ? "bg-primary text-primary-foreground"
                      : "bg-muted text-foreground"
                }`}
              >
                <p className="sr-only">{message.mine ? t("you") : other}</p>
                {message.hidden ? (
                  <p className="text-sm">{t("hidden")}</p>
                ) : (
                  <>
                    {message.body ? (
                      <p className="text-sm wrap-anywhere whitespace-pre-line">{message.body}</p>
                    ) : null}
                    {message.photos.length > 0 ? (
                      <ul className="flex flex-wrap gap-2">
                        {message.photos.map((photo, index) => (
                          <li key={photo}>
                            <a href={photo} target="_blank" rel="noopener noreferrer">
                              {/* eslint-disable-next-line @next/next/no-img-element -- an upload, shown as stored */}
                              <img
                                src={photo}
                                alt={t("photoAlt", { number: index + 1 })}
                                className="size-24 rounded-md object-cover"
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                )}
              </div>
              {!message.mine && !message.hidden ? (
                <ReportEntry
                  kind="message"
                  targetId={message.id}
                  date={time(message.sentAt)}
                  send={(input) => reportMessage(proposalId, message.id, input, token)}
                />
              ) : null}
              <p className="text-muted-foreground mt-1 text-xs">
                <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
                {message.id === conversation.seenUpTo ? (
                  <span data-testid="conversation-seen"> · {t("seen")}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}

      {conversation.open ? (
        <MessageForm
          proposalId={proposalId}
          token={token}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey });
            void refetch();
          }}
        />
      ) : (
        <p
          className="border-border text-muted-foreground rounded-lg border p-4 text-sm"
          data-testid="conversation-closed"
        >
          {t("closed")}
        </p>
      )}
    </div>
  );
}

function MessageForm({
  proposalId,
  token,
  onSent,
}: {
  proposalId: number;
  token: string | null;
  onSent: () => void;
}) {
  const t = useTranslations("conversation");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(files: File[]) {
    const accepted = files.slice(0, Math.max(0, MAX_MESSAGE_PHOTOS - photos.length));
    if (accepted.length < files.length) {
      toast.warning(t("photosDropped", { max: MAX_MESSAGE_PHOTOS }));
    }
    setUploading(accepted.length);
    const added: string[] = [];
    for (const file of accepted) {
      try {
        added.push((await uploadPhoto(file)).path);
      } catch (failure) {
        toast.error(t("photoFailed", { name: file.name }), {
          description: (failure as Error).message,
        });
      }
      setUploading((count) => count - 1);
    }
    setPhotos((current) => [...current, ...added].slice(0, MAX_MESSAGE_PHOTOS));
  }

  async function submit() {
    if (pending || uploading > 0) return;
    if (body.trim() === "" && photos.length === 0) {
      setError(t("required"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await sendConversationMessage(proposalId, { body, photos }, token);
      setBody("");
      setPhotos([]);
      onSent();
    } catch (failure) {
      toast.error(t("sendFailed"), { description: (failure as Error).message });
    } finally {
      setPending(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="conversation-form"
    >
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {t("messageLabel")}
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : `${id}-hint`}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter or ⌘+Enter sends; Enter alone is a new line.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t("hint", { max: MAX_MESSAGE_PHOTOS })}
        </p>
      )}
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("attachedLabel")}>
          {photos.map((photo, index) => (
            <li key={photo} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- an upload, shown as stored */}
              <img
                src={photo}
                alt={t("photoAlt", { number: index + 1 })}
                className="size-16 rounded-md object-cover"
              />
              <button
                type="button"
                onClick={() => setPhotos((current) => current.filter((path) => path !== photo))}
                className="bg-background border-border absolute -top-2 -right-2 rounded-full border p-1"
                aria-label={t("removePhoto", { number: index + 1 })}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          ref={input}
          id={`${id}-photos`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t("addPhotos")}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            void add(files);
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={photos.length >= MAX_MESSAGE_PHOTOS || uploading > 0}
        >
          {uploading > 0 ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ImagePlus aria-hidden />
          )}
          {uploading > 0 ? t("uploading") : t("addPhotos")}
        </Button>
        <Button type="submit" disabled={pending || uploading > 0}>
          <Send aria-hidden />
          {t("send")}
        </Button>
      </div>
    </form>
  );
}
