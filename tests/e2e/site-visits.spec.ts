import ICAL from "ical.js";

import {
  expect,
  expectNoAxeViolations,
  hydrated,
  mailedCalendar,
  mailedLink,
  mailedSignInPath,
  postProjectByApi,
  test,
  toast,
  type Page,
} from "./fixtures";

// A site visit from both sides: a contractor asks to see the project with two windows, the
// homeowner chooses one from the e-mail and lets the contractor see the street address, and both
// receive a calendar invitation that a real parser (ical.js) reads; the contractor moves the visit
// (the invitation is updated, one SEQUENCE on), the homeowner chooses again, then cancels it.

const ADDRESS = "48 Glenwood Crescent, Toronto ON M4B 1J6";

/** Signs `page`'s browser in as a contractor: a sign-in link asked for, then opened. */
async function signInAs(page: Page, email: string) {
  const asked = await page.request.post("/api/auth/sign-in", { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(email)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
}

/** The invitation's METHOD and its one event, as a calendar program reads them. */
function readInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    zone: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    hour: event.startDate.hour,
    location: event.location,
  };
}

test("a contractor asks to see a project, the homeowner chooses a time, and both calendars follow its changes @phone", async ({
  page,
  newParty,
  viewport,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const { project, homeownerEmail } = await postProjectByApi(page.request, {
    title: `Replace the back porch ${stamp}`,
    description: "Tear down a rotten 8 by 10 ft back porch and build a new one with stairs.",
    category: "General Contracting",
  });
  const path = `/project/${project.displayId}`;

  // A visitor without an account is told how to ask.
  await page.goto(path);
  await expect(
    page.getByTestId("project-visits").getByRole("heading", { name: "Site visits" }),
  ).toBeVisible();
  await expect(page.getByTestId("visits-sign-in")).toContainText("Sign in to ask");

  // The contractor, in the dark theme, asks; a window before 7:00 is refused under its field.
  const adaEmail = `ada-${stamp}@pros.example`;
  const ada = await newParty({ viewport: viewport ?? undefined, theme: "dark" });
  await signInAs(ada, adaEmail);
  await ada.goto(path);
  await (
    await hydrated(ada.getByRole("button", { name: "I need to see it before I quote" }))
  ).click();
  const dialog = ada.getByRole("dialog", { name: "Ask to see the project" });
  await dialog.getByLabel("Who will come").fill("Ada Moreau");
  const second = dialog.getByTestId("window-fields").nth(1);
  await second.getByLabel("From").fill("06:00");
  await dialog.getByRole("button", { name: "Send the times" }).click();
  await expect(second.getByText("Between 7:00 and 21:00, Toronto time")).toBeVisible();
  await second.getByLabel("From").fill("16:00");
  await dialog.getByRole("button", { name: "Send the times" }).click();
  await expect(toast(ada, "Visit requested.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const adaVisit = ada.getByTestId("visit");
  await expect(adaVisit).toHaveAttribute("data-status", "requested");
  await expect(adaVisit.getByTestId("visit-windows").getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(ada, undefined, "[data-sonner-toaster]");

  // The homeowner opens the e-mail's link: the page opens on the visit, to choose a time.
  await page.goto(await mailedLink(homeownerEmail, path, "A contractor asks to see your project"));
  const ownerVisit = page.getByTestId("owner-visits").getByTestId("visit");
  await expect(ownerVisit).toContainText("Ada Moreau asks to visit");
  const choose = ownerVisit.getByTestId("choose-window");
  await (await hydrated(choose.getByRole("radio").nth(1))).check();
  await choose.getByLabel("The contractor may see my street address for this visit").check();
  await choose.getByRole("textbox", { name: "Street address" }).fill(ADDRESS);
  await expectNoAxeViolations(page);
  await choose.getByRole("button", { name: "Confirm this time" }).click();
  await expect(toast(page, "Visit confirmed.")).toBeVisible();
  await expect(ownerVisit).toHaveAttribute("data-status", "confirmed");

  // Both invitations parse as one event, in Toronto time; the contractor's carries the address.
  const first = readInvitation(await mailedCalendar(adaEmail, "Site visit confirmed"));
  expect(first).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    status: "CONFIRMED",
    zone: "America/Toronto",
    hour: 16,
    location: ADDRESS,
  });
  const mine = readInvitation(await mailedCalendar(homeownerEmail, "Site visit confirmed"));
  expect(mine.uid).toBe(first.uid);

  // The contractor sees the address, and moves the visit with a reason.
  await ada.reload();
  await expect(adaVisit.getByTestId("visit-where")).toContainText(ADDRESS);
  await (await hydrated(adaVisit.getByRole("button", { name: "Move the visit" }))).click();
  const move = ada.getByRole("dialog", { name: "Move the visit" });
  await move.getByLabel(/Reason/).fill("A delivery moved to that afternoon.");
  await move.getByRole("button", { name: "Send the new times" }).click();
  await expect(toast(ada, "New times sent to the homeowner.")).toBeVisible();
  const tentative = readInvitation(
    await mailedCalendar(homeownerEmail, "New times for a site visit"),
  );
  expect(tentative).toMatchObject({
    method: "REQUEST",
    sequence: 1,
    status: "TENTATIVE",
    uid: first.uid,
  });

  // The homeowner chooses again: the same event moves, one sequence on.
  await page.reload();
  await expect(ownerVisit.getByTestId("visit-reason")).toContainText(
    "A delivery moved to that afternoon.",
  );
  await (
    await hydrated(ownerVisit.getByTestId("choose-window").getByRole("radio").first())
  ).check();
  await ownerVisit.getByRole("button", { name: "Confirm this time" }).click();
  await expect(toast(page, "Visit confirmed.")).toBeVisible();
  const moved = readInvitation(await mailedCalendar(adaEmail, "Site visit moved"));
  expect(moved).toMatchObject({
    method: "REQUEST",
    sequence: 2,
    status: "CONFIRMED",
    uid: first.uid,
    hour: 9,
  });
  // Not shared this time: the area only.
  expect(moved.location).not.toContain("Glenwood");

  // And cancels it with a reason: METHOD:CANCEL for the same event.
  await (await hydrated(ownerVisit.getByRole("button", { name: "Cancel the visit" }))).click();
  const cancel = page.getByRole("dialog", { name: "Cancel the visit" });
  await cancel.getByLabel("Reason").fill("We found the porch can wait a year.");
  await cancel.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(toast(page, "Visit cancelled.")).toBeVisible();
  await expect(ownerVisit).toHaveAttribute("data-status", "cancelled");
  const cancelled = readInvitation(await mailedCalendar(adaEmail, "Site visit cancelled"));
  expect(cancelled).toMatchObject({
    method: "CANCEL",
    sequence: 3,
    status: "CANCELLED",
    uid: first.uid,
  });
  await ada.reload();
  await expect(adaVisit).toHaveAttribute("data-status", "cancelled");
  await expect(adaVisit.getByTestId("visit-reason")).toContainText(
    "We found the porch can wait a year.",
  );
  await expectNoAxeViolations(ada);
});
