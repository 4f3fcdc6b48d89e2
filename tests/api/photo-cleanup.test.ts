import { utimes } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as photoRoute from "@/app/api/uploads/[name]/route";
import * as uploadsRoute from "@/app/api/uploads/route";

import { databases, params, request, useDatabase, validProject } from "./helpers";

// Before any import reads the environment: photos go to a folder of this file's own.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "tp-photo-cleanup-"));
  process.env.DATA_DIR = dir;
  return dir;
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function uploadPhoto(): Promise<string> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#5a7" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([photo as BlobPart], { type: "image/jpeg" }), "photo.jpg");
  const response = await uploadsRoute.POST(
    new Request("http://localhost:3000/api/uploads", { method: "POST", body: form }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()).path;
}

async function photoStatus(photoPath: string) {
  const name = photoPath.split("/").pop()!;
  const response = await photoRoute.GET(request(photoPath), params({ name }));
  return response.status;
}

/** A project showing `images`, each from a homeowner of its own (a repeat would be refused). */
let homeowners = 0;
async function postProject(images: string[]) {
  const homeownerEmail = `owner${++homeowners}@home.example`;
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, images, homeownerEmail },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { project, manageToken } = await response.json();
  return { id: project.id as number, token: manageToken as string };
}

async function deleteProject(project: { id: number; token: string }) {
  const response = await projectRoute.DELETE(
    request(`/api/projects/${project.id}`, { method: "DELETE", token: project.token }),
    params({ id: String(project.id) }),
  );
  expect(response.status).toBe(204);
}

/** Sets a stored photo's time, as if it had been uploaded `ageMs` ago. */
async function age(photoPath: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  await utimes(path.join(dataDir, "uploads", photoPath.split("/").pop()!), when, when);
}

describe.each(databases)("uploaded photos on $name", (target) => {
  useDatabase(target);

  it("DELETE /api/projects/{rowId} deletes the project's photos", async () => {
    const photo = await uploadPhoto();
    const project = await postProject([photo, "/images/projects/kitchen.svg"]);
    expect(await photoStatus(photo)).toBe(200);
    await deleteProject(project);
    expect(await photoStatus(photo)).toBe(404);
  });

  it("keeps a photo that another project still shows", async () => {
    const photo = await uploadPhoto();
    const first = await postProject([photo]);
    // Anyone can post a path they saw on another project's page.
    const second = await postProject([photo]);
    await deleteProject(first);
    expect(await photoStatus(photo)).toBe(200);
    await deleteProject(second);
    expect(await photoStatus(photo)).toBe(404);
  });

  it("an edit that takes a photo out deletes it, unless another project shows it", async () => {
    const [kept, dropped, shared] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const project = await postProject([kept, dropped, shared]);
    await postProject([shared]);
    const response = await projectRoute.PUT(
      request(`/api/projects/${project.id}`, {
        method: "PUT",
        body: { images: [kept] },
        token: project.token,
      }),
      params({ id: String(project.id) }),
    );
    expect(response.status).toBe(200);
    expect(await photoStatus(kept)).toBe(200);
    expect(await photoStatus(dropped)).toBe(404);
    expect(await photoStatus(shared)).toBe(200);
  });

  it("the sweep removes unattached photos older than a day, and only those", async () => {
    const { sweepUnattachedPhotos } = await import("@/lib/projects/photos");
    const oldLoose = await uploadPhoto();
    const youngLoose = await uploadPhoto();
    const oldAttached = await uploadPhoto();
    await postProject([oldAttached]);
    await age(oldLoose, DAY_MS + 60_000);
    await age(oldAttached, 30 * DAY_MS);
    await age(youngLoose, DAY_MS - 60_000);

    expect(await sweepUnattachedPhotos()).toBeGreaterThanOrEqual(1);
    expect(await photoStatus(oldLoose)).toBe(404);
    expect(await photoStatus(youngLoose)).toBe(200);
    expect(await photoStatus(oldAttached)).toBe(200);
  });
});
