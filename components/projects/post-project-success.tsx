"use client";

import { Bookmark, CheckCircle2, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/client/toast";

/** A posted project, as the success panel shows it. */
export interface PostedProject {
  displayId: number;
  manageUrl: string;
  /** The address the publishing and manage links went to, when the server sends them. */
  email: string | null;
  /** The address whose message the server held back (its budget spent, or it refused mail). */
  notEmailed: string | null;
}

/**
 * What replaces the form once the project is posted: that it waits for the link e-mailed to the
 * homeowner before it is published, and its one-time manage link, to keep.
 */
export function PostProjectSuccess({
  posted,
  onPostAnother,
}: {
  posted: PostedProject;
  onPostAnother: () => void;
}) {
  const t = useTranslations("postProject");
  const successHeading = useRef<HTMLHeadingElement>(null);

  // The form is gone once the project is posted: the person is taken to what replaced it, the
  // success panel and its one-time manage link, instead of being left at the page's foot.
  useEffect(() => {
    const heading = successHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.focus({ preventScroll: true });
    heading.closest("section")?.scrollIntoView({
      block: "start",
      behavior: smooth ? "smooth" : "auto",
    });
  }, [posted]);

  return (
    <section
      aria-labelledby="post-success-heading"
      className="border-success/40 bg-card scroll-mt-24 space-y-6 rounded-lg border p-6 shadow-sm"
      data-testid="post-success"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="text-success mt-1 size-6 shrink-0" aria-hidden />
        <div>
          <h2
            id="post-success-heading"
            ref={successHeading}
            tabIndex={-1}
            className="focus-visible:outline-ring rounded-sm text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t("successTitle")}
          </h2>
          <p className="text-muted-foreground" data-testid="post-success-next">
            {posted.email
              ? t("successBody", { email: posted.email })
              : t("successNotEmailed", { email: posted.notEmailed ?? "" })}
          </p>
        </div>
      </div>
      <ManageLinkPanel posted={posted} />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href={`/project/${posted.displayId}`}>{t("viewProject")}</Link>
        </Button>
        <Button variant="ghost" onClick={onPostAnother}>
          {t("postAnother")}
        </Button>
      </div>
    </section>
  );
}

/** The manage link with a copy button, and where else it went (or why it did not). */
function ManageLinkPanel({ posted }: { posted: PostedProject }) {
  const t = useTranslations("postProject");
  return (
    <div className="border-primary/40 bg-muted space-y-3 rounded-md border p-4">
      <h3 className="font-semibold">{t("manageTitle")}</h3>
      <p className="text-muted-foreground text-sm">{t("manageBody")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={posted.manageUrl}
          aria-label={t("manageTitle")}
          data-testid="manage-link"
          onFocus={(e) => e.target.select()}
        />
        <Button
          type="button"
          className="shrink-0"
          onClick={async () => {
            await navigator.clipboard?.writeText(posted.manageUrl).catch(() => {});
            toast.success(t("copied"));
          }}
        >
          <Copy aria-hidden />
          {t("copy")}
        </Button>
      </div>
      <p className="flex items-start gap-2 text-sm font-medium" data-testid="manage-link-keep">
        <Bookmark className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
        {posted.email ? t("keepWithEmail") : t("keepWithoutEmail")}
      </p>
      {posted.email ? (
        <p className="text-sm" data-testid="manage-link-emailed">
          {t("emailedCopy", { email: posted.email })}
        </p>
      ) : null}
      {posted.notEmailed ? (
        <p className="text-sm" data-testid="manage-link-not-emailed">
          {t("notEmailed", { email: posted.notEmailed })}
        </p>
      ) : null}
      <p className="text-sm">
        <Link
          href="/recover"
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {t("lostLink")}
        </Link>
      </p>
    </div>
  );
}
