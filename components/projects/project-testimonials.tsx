import Image from "next/image";
import { useTranslations } from "next-intl";

import type { Project } from "@/lib/projects/project";
import { useLongDate } from "./use-project-facts";

/** What the homeowners said of a completed sample, with their rating and the date. */
export function ProjectTestimonials({ testimonials }: { testimonials: Project["testimonials"] }) {
  const t = useTranslations("project");
  const date = useLongDate();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials">
      <h2 id="testimonials" className="text-xl font-semibold">
        {t("testimonials")}
      </h2>
      <ul className="mt-3 space-y-4">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="border-border bg-card rounded-lg border p-5">
            <figure className="flex gap-4">
              <Image
                src={testimonial.image}
                alt=""
                width={48}
                height={48}
                unoptimized
                className="size-12 rounded-full"
              />
              <div>
                <blockquote className="text-muted-foreground">
                  {t("testimonialQuote", { comment: testimonial.comment })}
                </blockquote>
                <figcaption className="mt-2 text-sm font-medium">
                  {testimonial.name} · {"★".repeat(testimonial.rating)}
                  <span className="sr-only"> {testimonial.rating} / 5</span> ·{" "}
                  {date(testimonial.date)}
                </figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
