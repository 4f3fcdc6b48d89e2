import Image from "next/image";
import { useTranslations } from "next-intl";

import { CategoryArtwork } from "@/components/common/artwork";
import type { Project } from "@/lib/projects/project";

/** The project's photos, the first one large; the category's artwork when there are none. */
export function ProjectGallery({ project }: { project: Project }) {
  const t = useTranslations("project");
  const images = project.images;
  return (
    <section aria-label={t("gallery")} className="space-y-3">
      {images[0] ? (
        <Image
          src={images[0]}
          alt={t("photoAlt", { title: project.title, number: 1 })}
          width={1200}
          height={800}
          priority
          unoptimized
          className="border-border aspect-[3/2] w-full rounded-lg border object-cover"
        />
      ) : (
        <CategoryArtwork
          category={project.category}
          label={t("noPhotos")}
          className="border-border aspect-[5/2] w-full rounded-lg border"
        />
      )}
      {images.length > 1 ? (
        <ul className="grid grid-cols-3 gap-3">
          {images.slice(1).map((src, index) => (
            <li key={src}>
              <Image
                src={src}
                alt={t("photoAlt", { title: project.title, number: index + 2 })}
                width={1200}
                height={800}
                unoptimized
                className="border-border aspect-[3/2] w-full rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
