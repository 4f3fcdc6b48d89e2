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
            {/* figcaption is a direct child of its figure (W3C Nu): a grid places the photo. */}
            <figure className="grid grid-cols-[3rem_1fr] gap-x-4">
              <Image
                src={testimonial.image}
                alt=""
                width={48}
                height={48}
                unoptimized
                className="row-span-2 size-12 rounded-full"
              />
              <blockquote className="text-muted-foreground">
                {t("testimonialQuote", { comment: testimonial.comment })}
              </blockquote>
              <figcaption className="col-start-2 mt-2 text-sm font-medium">
                {testimonial.name} · {"★".repeat(testimonial.rating)}
                <span className="sr-only"> {testimonial.rating} / 5</span> ·{" "}
                {date(testimonial.date)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
