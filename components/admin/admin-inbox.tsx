"use client";

import { Check, Lock, RefreshCw, Undo2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

import { Badge, type BadgeProps } from "@/components/ui/badge";
import { LoadError } from "@/components/common/load-error";
import { Button } from "@/components/ui/button";
import { checkOperatorToken, fetchAdminInbox, markContactMessage } from "@/lib/client/api";
import {
  getOperatorToken,
  setOperatorToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import type { AdminInbox as Inbox, Delivery, InboxMessage } from "@/lib/api-shapes";
import { cn } from "@/lib/utils";

type Access = { kind: "checking" } | { kind: "denied" } | { kind: "operator"; token: string };

/** Whether the server takes the token: true, false (refused), or null when it cannot say. */
async function works(token: string): Promise<boolean | null> {
  const { verdict } = await tokenVerdict(() => checkOperatorToken(token));
  return verdict === "accepted" ? true : verdict === "refused" ? false : null;
}

/**
 * The operator's token: from `#operator=` (taken out of the address bar, kept once the server
 * confirms it, never replacing a working one) or the one this browser keeps.
 */
async function resolveAccess(fromLink: string | null): Promise<Access> {
  let unchecked: string | null = null;
  if (fromLink) {
    const verdict = await works(fromLink);
    if (verdict) setOperatorToken(fromLink);
    else if (verdict === null) unchecked = fromLink;
  }
  const stored = getOperatorToken();
  if (stored && (await works(stored)) === false) setOperatorToken(null);
  const token = getOperatorToken() ?? unchecked;
  return token ? { kind: "operator", token } : { kind: "denied" };
}

/** The operator's inbox: contact messages to handle and the recent e-mail deliveries. */
export function AdminInbox() {
  const t = useTranslations("adminInbox");
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  // Read once: the helper removes the token from the address, so a second effect run finds none.
  const linkToken = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (linkToken.current === undefined) linkToken.current = takeTokenFromAddress("operator");
    let active = true;
    void resolveAccess(linkToken.current).then((result) => {
      if (active) setAccess(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (access.kind === "checking") {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {t("checking")}
      </p>
    );
  }
  if (access.kind === "denied") {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" data-testid="denied">
        <Lock className="text-muted-foreground size-8" aria-hidden />
        <h1 className="text-2xl font-bold">{t("denied")}</h1>
      </div>
    );
  }
  return <InboxView token={access.token} />;
}

type Load = { kind: "loading" } | { kind: "error" } | { kind: "ready"; inbox: Inbox };

function InboxView({ token }: { token: string }) {
  const t = useTranslations("adminInbox");
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const refresh = useCallback(() => {
    let active = true;
    fetchAdminInbox(token).then(
      (inbox) => active && setLoad({ kind: "ready", inbox }),
      () => active && setLoad({ kind: "error" }),
    );
    return () => {
      active = false;
    };
  }, [token]);
  useEffect(() => refresh(), [refresh]);

  const replace = (updated: InboxMessage) =>
    setLoad((current) =>
      current.kind === "ready"
        ? {
            kind: "ready",
            inbox: {
              ...current.inbox,
              messages: current.inbox.messages.map((message) =>
                message.id === updated.id ? updated : message,
              ),
            },
          }
        : current,
    );

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {load.kind === "ready" ? (
          <Button variant="outline" size="sm" onClick={() => refresh()}>
            <RefreshCw aria-hidden />
            {t("refresh")}
          </Button>
        ) : null}
      </div>
      {load.kind === "loading" ? (
        <p role="status" className="text-muted-foreground py-10 text-center">
          {t("loading")}
        </p>
      ) : load.kind === "error" ? (
        <LoadError
          message={t("loadError")}
          retryLabel={t("retry")}
          onRetry={() => {
            setLoad({ kind: "loading" });
            refresh();
          }}
        />
      ) : (
        <>
          <Messages messages={load.inbox.messages} token={token} onUpdated={replace} />
          <Deliveries deliveries={load.inbox.deliveries} />
        </>
      )}
    </div>
  );
}

const newestFirst = <T,>(items: T[], date: (item: T) => string) =>
  [...items].sort((a, b) => date(b).localeCompare(date(a)));

function useDateTime() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

function Messages({
  messages,
  token,
  onUpdated,
}: {
  messages: InboxMessage[];
  token: string;
  onUpdated: (message: InboxMessage) => void;
}) {
  const t = useTranslations("adminInbox");
  const when = useDateTime();
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
          {newestFirst(messages, (message) => message.receivedAt).map((message) => {
            const handled = message.handledAt !== null;
            return (
              <li
                key={message.id}
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
                    disabled={busy === message.id}
                    onClick={() => void mark(message)}
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
          })}
        </ul>
      )}
    </section>
  );
}

const DELIVERY_BADGE: Record<
  Delivery["status"],
  { variant: BadgeProps["variant"]; className?: string }
> = {
  pending: { variant: "secondary" },
  sent: { variant: "success" },
  failed: { variant: "outline", className: "border-destructive text-destructive" },
  suppressed: { variant: "outline" },
};

function Deliveries({ deliveries }: { deliveries: Delivery[] }) {
  const t = useTranslations("adminInbox");
  const when = useDateTime();
  const columns = [
    t("template"),
    t("recipient"),
    t("status"),
    t("attempts"),
    t("lastError"),
    t("created"),
    t("sent"),
  ];
  return (
    <section aria-labelledby="inbox-deliveries" className="space-y-4">
      <h2 id="inbox-deliveries" className="text-xl font-semibold">
        {t("deliveriesHeading")}
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-muted-foreground">{t("noDeliveries")}</p>
      ) : (
        // Wider than a phone: the table scrolls sideways inside its frame, not the page.
        <div
          className="border-border bg-card overflow-x-auto rounded-lg border shadow-sm"
          role="region"
          aria-label={t("deliveriesTable")}
          tabIndex={0}
          data-testid="deliveries"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst(deliveries, (delivery) => delivery.createdAt).map((delivery) => {
                const badge = DELIVERY_BADGE[delivery.status];
                return (
                  <tr key={delivery.id} className="border-border border-t">
                    <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                      {delivery.template}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{delivery.recipient}</td>
                    <td className="px-3 py-2">
                      <Badge variant={badge.variant} className={badge.className}>
                        {t(`deliveryStatus.${delivery.status}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
                    <td className="text-muted-foreground max-w-[16rem] px-3 py-2 break-words">
                      {delivery.lastError ?? "–"}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{when(delivery.createdAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {delivery.sentAt ? when(delivery.sentAt) : "–"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
