import type { ReactNode } from "react";

/**
 * The closing banner's panel: the brand's blue in light mode; in dark mode a tinted panel with a
 * blue edge, so the page's last block does not glare.
 */
export const CALL_TO_ACTION_PANEL =
  "bg-primary text-primary-foreground dark:bg-primary/15 dark:text-foreground dark:ring-primary/40 rounded-xl px-6 py-10 sm:px-10 dark:ring-1";

/** The closing banner of a content page: a heading, a sentence and its buttons. */
export function CallToAction({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className={CALL_TO_ACTION_PANEL}>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl opacity-90">{body}</p>
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
