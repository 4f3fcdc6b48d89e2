import {
  expect,
  expectNoAxeViolations,
  gotoInTheme,
  manageLink,
  postProjectByApi,
  proposeByApi,
  test,
  trackingLink,
} from "./fixtures";

// The contractor's tracking page shows their own itemised quote and credentials exactly as the
// homeowner's list of proposals shows them.

test("the tracking page shows the contractor's whole quote as the homeowner sees it @phone", async ({
  page,
  request,
  newParty,
}) => {
  const { project, manageToken } = await postProjectByApi(request, {
    title: `Panel upgrade ${Date.now().toString(36)}`,
    category: "Electrical",
    location: "Leslieville, Toronto, ON",
  });
  // $3,200.00 + 10 h × $95.00 = $4,150.00; HST $539.50; total $4,689.50.
  const { id, trackingToken } = await proposeByApi(request, {
    projectId: project.displayId,
    contractorName: "Lakeshore Electric",
    contractorEmail: `quotes-${Date.now().toString(36)}@lakeshore-electric.example`,
    timeline: "1 week",
    approach: "Replace the 100 A panel with a 200 A one, new breakers, ESA inspection.",
    experience: "Fifteen years of residential electrical work in Toronto.",
    structured: {
      lineItems: [
        {
          description: "200 A panel, supplied and installed",
          quantity: 1,
          unit: "each",
          unitPriceCents: 320_000,
        },
        { description: "Circuit rework", quantity: 10, unit: "h", unitPriceCents: 9_500 },
      ],
      hstRegistered: true,
      hstNumber: "123456789RT0001",
      deposit: { kind: "amount", cents: 40_000 },
      schedule: [
        { description: "Deposit on signing", amountCents: 40_000 },
        { description: "Panel installed", amountCents: 228_950 },
        { description: "ESA inspection passed", amountCents: 200_000 },
      ],
      startDate: "2027-04-05",
      completionDate: "2027-04-09",
      warrantyMonths: 12,
      permitsBy: "contractor",
      business: { name: "Lakeshore Electric Ltd.", address: "40 Carlaw Ave, Toronto, ON M4M 2R6" },
      credentials: { esaLicence: "7012345" },
    },
  });

  // What the homeowner reads under the proposal.
  const owner = await newParty();
  await owner.goto(manageLink(project.displayId, manageToken));
  const ownerQuote = owner.getByTestId("itemised-quote");
  await expect(ownerQuote).toContainText("$4,689.50");
  const ownerCredentials = owner.getByTestId("proposal").getByTestId("credentials");
  const ownerQuoteText = await ownerQuote.innerText();
  const ownerCredentialText = await ownerCredentials.innerText();

  await page.goto(trackingLink(id, trackingToken));
  const quote = page.getByTestId("itemised-quote");
  await expect(quote.getByTestId("line-item")).toHaveCount(2);
  await expect(quote.getByTestId("line-item").first()).toContainText(
    "200 A panel, supplied and installed",
  );
  await expect(quote.getByTestId("subtotal")).toHaveText("$4,150.00");
  await expect(quote.getByTestId("hst")).toHaveText("$539.50");
  await expect(quote.getByTestId("total")).toHaveText("$4,689.50");
  await expect(quote.getByTestId("deposit")).toContainText("$400.00");
  await expect(quote).toContainText("ESA inspection passed");
  await expect(quote).toContainText("Lakeshore Electric Ltd.");
  const credentials = page.getByTestId("credentials");
  await expect(credentials.locator('[data-kind="esaLicence"]')).toContainText("7012345");
  await expect(credentials.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);

  // Word for word the homeowner's view.
  expect(await quote.innerText()).toBe(ownerQuoteText);
  expect(await credentials.innerText()).toBe(ownerCredentialText);

  // On a phone the quote stays within the screen.
  const width = page.viewportSize()!.width;
  const box = (await quote.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);

  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, trackingLink(id, trackingToken), theme);
    await expect(page.getByTestId("itemised-quote")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
