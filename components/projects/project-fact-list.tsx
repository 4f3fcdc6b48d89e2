import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

/** A label and its value; rows whose value is empty are left out. */
export type FactRow = [string, ReactNode];

/** Label and value rows, leaving out what a project does not have. */
export function FactList({
  facts,
  className,
  stacked = false,
  children,
}: {
  facts: FactRow[];
  className?: string;
  stacked?: boolean;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) =>
          stacked ? (
            <div key={label}>
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ) : (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ),
        )}
      {children}
    </dl>
  );
}

/** A titled list of ticked items (scope, requirements, features); nothing when it is empty. */
export function ItemList({
  id,
  title,
  items,
  minor = false,
  level = "h3",
}: {
  id: string;
  title: string;
  items: string[];
  minor?: boolean;
  level?: "h2" | "h3";
}) {
  if (items.length === 0) return null;
  const Heading = level;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={minor ? "text-base font-semibold" : "text-xl font-semibold"}>
        {title}
      </Heading>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="text-muted-foreground flex items-start gap-2">
            <CheckCircle2 className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
