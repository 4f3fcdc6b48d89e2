"use client";

import { MessageSquare } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import type { AgreementConversation as Conversation } from "@/lib/conversations/shapes";

/** The link to the proposal's conversation (on screen), with the token the party came with. */
export function AgreementConversationLink({
  conversation,
  token,
}: {
  conversation: Conversation;
  token: string;
}) {
  const t = useTranslations("agreement");
  return (
    <Button variant="outline" asChild>
      <Link
        href={`/proposal/${conversation.proposalId}/messages#key=${encodeURIComponent(token)}`}
        data-testid="agreement-conversation-link"
      >
        <MessageSquare aria-hidden />
        {t("conversationOpen")}
      </Link>
    </Button>
  );
}

/**
 * The messages the two wrote before the agreement's date, in the printed copy only: the page
 * links the conversation instead.
 */
export function MessagesBeforeAgreement({ conversation }: { conversation: Conversation }) {
  const t = useTranslations("agreement");
  const format = useFormatter();
  return (
    <section
      aria-labelledby="agreement-messages-before"
      className="hidden space-y-3 print:block"
      data-testid="agreement-messages-before"
    >
      <h3
        id="agreement-messages-before"
        className="border-border border-b pb-1 text-lg font-semibold"
      >
        {t("conversationHeading")}
      </h3>
      <p className="text-muted-foreground text-sm">{t("conversationIntro")}</p>
      {conversation.messagesBefore.length === 0 ? (
        <p className="text-sm">{t("conversationNone")}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {conversation.messagesBefore.map((message, index) => (
            <li key={index} className="break-inside-avoid">
              <p className="font-medium">
                {t("conversationFrom", {
                  from: message.from,
                  date: format.dateTime(new Date(message.sentAt), {
                    dateStyle: "long",
                    timeStyle: "short",
                    timeZone: SITE_TIME_ZONE,
                  }),
                })}
                {message.photos > 0
                  ? ` · ${t("conversationPhotos", { count: message.photos })}`
                  : ""}
              </p>
              {message.body ? (
                <p className="wrap-anywhere whitespace-pre-line">{message.body}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
