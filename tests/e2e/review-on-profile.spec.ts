import {
  acceptedAgreement,
  agreementWrite,
  completeAgreement,
  confirmAgreementByApi,
  expect,
  expectNoAxeViolations,
  hydrated,
  mailedLink,
  mailedSignInPath,
  PAST_WORK,
  test,
  toast,
  OPERATOR_TOKEN,
} from "./fixtures";

// A review earned through the site: the contractor has an account and a profile and adds to it
// the proposal sent with its address; the agreement is confirmed from both parties' e-mailed
// links, its completion acknowledged, both review; the proven homeowner's review appears on the
// public profile. Anyone may report it; the operator hides it with a reason that stays.

/** The operator token of the test server (playwright.config.ts). */

test("a completed agreement's review shows on the contractor's profile; reported, the operator hides it with a reason @phone", async ({
  page,
  request,
  newParty,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const contractorEmail = `office-${stamp}@brightwire.example`;

  // The contractor signs in from the e-mailed link and states a profile.
  await page.goto("/pro");
  await (await hydrated(page.getByLabel("E-mail address"))).fill(contractorEmail);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(contractorEmail)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
  const saved = await page.request.put("/api/pro/profile", {
    data: {
      businessName: `Bright Wire ${stamp}`,
      contactName: "Sam Patel",
      trades: ["Electrical"],
      serviceAreas: ["Toronto"],
      credentials: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { slug } = (await saved.json()) as { slug: string };

  // An agreement with that address, sent without signing in: the account adds it from its
  // place, so it counts. Confirmed by both from their e-mailed links, its work recorded as done
  // and acknowledged; both review.
  const { agreementId, manageToken, trackingToken, homeownerKey, contractorKey, homeownerEmail } =
    await acceptedAgreement(request, { contractorEmail, terms: PAST_WORK });
  await page.goto("/pro");
  const claim = page.getByRole("button", { name: "Add to my account" });
  await (await hydrated(claim)).click();
  await expect(toast(page, "The proposal is now your account's")).toBeVisible();
  await expect(claim).toHaveCount(0);
  await completeAgreement(request, agreementId, { manageToken, trackingToken });
  await confirmAgreementByApi(request, agreementId, homeownerKey, "Jordan Lee");
  await confirmAgreementByApi(request, agreementId, contractorKey, "Sam Patel");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  await agreementWrite(
    request,
    agreementId,
    "completion",
    { kind: "completion", completedOn: today },
    homeownerKey,
  );
  await agreementWrite(
    request,
    agreementId,
    "completion/answer",
    { answer: "acknowledged" },
    contractorKey,
  );
  const body = `Pot lights in on time and the ESA inspection passed first go (${stamp}).`;
  for (const [token, text] of [
    [homeownerKey, body],
    [contractorKey, "A clear, friendly homeowner who paid on the day agreed."],
  ] as const) {
    const reviewed = await request.post(`/api/agreements/${agreementId}/review`, {
      data: { rating: 5, body: text },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
  }

  // Anyone sees the homeowner's review on the profile, and may report it.
  const visitor = await newParty();
  await visitor.goto(`/pros/${slug}`);
  const review = visitor.getByTestId("profile-review");
  await expect(review).toHaveCount(1);
  await expect(review).toContainText("5 out of 5");
  await expect(review).toContainText(body);
  await expect(review).toContainText("an agreement of $1,000 - $5,000 confirmed on TorontoPros");
  // The page states the rating its JSON-LD gives: the same average and count.
  await expect(visitor.getByTestId("profile-rating")).toHaveText(
    "Average 5 out of 5, from 1 review",
  );
  const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { url?: string; aggregateRating?: unknown })
    .find((data) => data.url?.endsWith(`/pros/${slug}`));
  expect(jsonLd?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  await expect(visitor.getByTestId("profile-agreements")).toContainText("1 written agreement");
  await expect(visitor.getByTestId("profile-checks")).toContainText(
    "What it does not check: anyone's identity",
  );
  await expectNoAxeViolations(visitor);
  await (await hydrated(review.getByRole("button", { name: "Report this review" }))).click();
  const dialog = visitor.getByRole("dialog", { name: "Report this review" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(
    dialog.getByText("Say what is wrong with the review in 10 to 1,000 characters"),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await dialog.getByLabel("What is wrong with it").fill("It names the homeowner's street.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByTestId("review-reported")).toBeVisible();

  // The operator reads the report and hides the review with a reason.
  const operator = await newParty();
  await operator.goto(`/admin/messages#operator=${OPERATOR_TOKEN}`);
  const report = operator.getByTestId("review-report").filter({ hasText: stamp });
  await expect(report).toContainText("It names the homeowner's street.");
  // Who and what the review is about, with the way to the profile.
  const about = report.getByTestId("review-report-about");
  await expect(about).toContainText(/^About .+, agreement No\. \d+ on .+/);
  await expect(about.getByRole("link").first()).toHaveAttribute("href", `/pros/${slug}`);
  await report.getByLabel("Reason shown in the review's place").fill("Removed: a private address.");
  await report.getByRole("button", { name: "Hide review" }).click();
  await expect(report).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByTestId("profile-review")).toHaveText(
    "Hidden by the operator: Removed: a private address.",
  );
  // A hidden review counts in neither the page's rating nor its JSON-LD.
  await expect(visitor.getByTestId("profile-rating")).toHaveCount(0);

  // Its author is e-mailed the reason, with the published rules, which the Terms state.
  const rules = await mailedLink(homeownerEmail, "/terms-of-service", "Your review is hidden");
  await visitor.goto(rules);
  await expect(
    visitor.getByRole("heading", { level: 2, name: "Reviews and Profiles" }),
  ).toBeInViewport();
  await expect(visitor.getByRole("main")).toContainText(
    "We do not hide a review for being negative",
  );
});
