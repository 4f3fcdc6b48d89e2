"use client";

import { Check, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { InboxMessage } from "@/lib/contact/shapes";
import { markContactMessage } from "@/lib/contact/client";
import { toast } from "@/lib/client/toast";
import { cn, newestFirst } from "@/lib/utils";
import { useDateTime } from "./inbox-format";

/** The contact messages, newest first, each marked handled or not by the operator. */
export function InboxMessages({
  messages,
  token,
  onUpdated,
}: {
  messages: InboxMessage[];
  token: string;
  onUpdated: (message: InboxMessage) => void;
}) {
  const t = useTranslations("adminInbox");
  const [busy, setBusy] = useState<number | null>(null);
  const mark = async (message: InboxMessage) => {
    setBusy(message.id);
    try {
      onUpdated(await markContactMessage(message.id, message.handledAt === null, token));
    } catch (error) {
      toast.error(t("markError"), { description: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="inbox-messages" className="space-y-4">
      <h2 id="inbox-messages" className="text-xl font-semibold">
        {t("messagesHeading")}
      </h2>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{t("noMessages")}</p>
      ) : (
        <ul className="space-y-4">
          {newestFirst(messages, (message) => message.receivedAt).map((message) => (
            <InboxMessageItem
              key={message.id}
              message={message}
              busy={busy === message.id}
              onMark={() => void mark(message)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One contact message: subject, sender, its text, and the button that marks it. */
function InboxMessageItem({
  message,
  busy,
  onMark,
}: {
  message: InboxMessage;
  busy: boolean;
  onMark: () => void;
}) {
  const t = useTranslations("adminInbox");
  const when = useDateTime();
  const handled = message.handledAt !== null;
  return (
    <li
      className={cn(
        "border-border space-y-3 rounded-lg border p-4 sm:p-5",
        handled ? "bg-muted/60 text-muted-foreground" : "bg-card shadow-sm",
      )}
      data-testid="inbox-message"
      data-handled={handled}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <h3 className={cn("font-semibold break-words", !handled && "text-foreground")}>
            {message.subject}
          </h3>
          <p className="text-sm">
            <span className="font-medium">{message.name}</span> ·{" "}
            <time dateTime={message.receivedAt}>
              {t("received", { date: when(message.receivedAt) })}
            </time>
          </p>
        </div>
        <Button
          size="sm"
          variant={handled ? "outline" : "default"}
          disabled={busy}
          onClick={onMark}
        >
          {handled ? <Undo2 aria-hidden /> : <Check aria-hidden />}
          {handled ? t("markUnhandled") : t("markHandled")}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-2">
          <dt className="shrink-0">{t("email")}:</dt>
          <dd className="min-w-0 break-all">
            <a
              href={`mailto:${message.email}`}
              className="text-primary underline underline-offset-4"
            >
              {message.email}
            </a>
          </dd>
        </div>
        {message.phone ? (
          <div className="flex gap-2">
            <dt className="shrink-0">{t("phone")}:</dt>
            <dd>{message.phone}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm break-words whitespace-pre-line">{message.message}</p>
      {handled ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Check className="size-4 shrink-0" aria-hidden />
          <time dateTime={message.handledAt!}>
            {t("handledAt", { date: when(message.handledAt!) })}
          </time>
        </p>
      ) : null}
    </li>
  );
}
