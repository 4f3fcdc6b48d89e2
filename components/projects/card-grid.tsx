import { ClipboardList } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import Link from "@/components/common/link";
import { cn } from "@/lib/utils";

/** The grid of project cards, drawn by the caller (ProjectGrid, or a client list's frames). */
export function CardGrid({ cards }: { cards: { key: number; card: ReactNode }[] }) {
  const short = cards.length > 0 && cards.length < 3;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ key, card }) => (
        <li key={key} className="flex">
          {card}
        </li>
      ))}
      {/* One or two cards would leave empty columns: the row ends with the next step instead. */}
      {short ? (
        <li
          className={cn(
            "flex",
            cards.length === 1 ? "lg:col-span-2" : "sm:col-span-2 lg:col-span-1",
          )}
        >
          <PostProjectCard />
        </li>
      ) : null}
    </ul>
  );
}

function PostProjectCard() {
  const t = useTranslations("projectGrid");
  return (
    <div
      className="border-border flex w-full flex-col items-start justify-center gap-3 rounded-lg border border-dashed p-6"
      data-testid="post-project-card"
    >
      <span className="bg-primary/10 text-primary grid size-10 place-items-center rounded-md">
        <ClipboardList className="size-5" aria-hidden />
      </span>
      <p className="text-lg font-semibold">{t("title")}</p>
      <p className="text-muted-foreground text-sm">{t("body")}</p>
      <Link
        href="/post-project"
        className="text-primary text-sm font-semibold underline-offset-4 hover:underline"
      >
        {t("link")}
      </Link>
    </div>
  );
}
