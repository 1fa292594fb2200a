import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { waitForOutbox } from "../support/outbox";
import { acceptInvite, cliInvite, ownerSession, signedInPage, type SessionState } from "./staff-helpers";

// Issue 43: a lead is unread to a staff member until they open it, shown in the row at phone width too;
// 'My leads' lists only the leads assigned to the person looking (1111); the start page's counts (1115);
// a lead as people read it and the German Excel export (1113); a lead worked in one step, next and
// previous within the list, back to the same place, follow-ups due (1116).

const tag = uniqueTag("unread");
let ownerState: SessionState;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  ownerState = await ownerSession(browser, baseURL, `owner-${tag}@example.com`);
});

test("opening a lead clears its 'Unread' marker; assigned to me, it is in 'My leads' and the other lead is not", async ({
  browser,
  baseURL,
}) => {
  for (const first of ["Mina", "Otto"])
    await rows(
      "insert into contact_submissions (first_name, last_name, email, company, message) values ($1, $2, $3, null, 'Hallo')",
      [first, tag, `${first.toLowerCase()}-${tag}@example.com`],
    );
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff?q=${tag}`);
  const mina = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Mina ${tag}` }) });
  const otto = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Otto ${tag}` }) });
  await expect(page.getByText("2 leads · 2 unread")).toBeVisible();
  const marker = mina.getByText("Unread", { exact: true });
  await expect(marker).toBeVisible();
  const box = (await marker.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(otto.getByText("Unread", { exact: true })).toBeVisible();

  await mina.getByRole("link", { name: `Mina ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Mina ${tag}` })).toBeVisible();
  // Every spec's owner is called Olivia Owner: this one is picked by its account.
  const [me] = await rows<{ id: string }>("select id from staff_user where email = $1", [`owner-${tag}@example.com`]);
  await page.getByLabel("Assignee").selectOption(me!.id);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  await page.getByRole("link", { name: "← Inbox" }).click();
  await expect(page.getByText("2 leads · 1 unread")).toBeVisible();
  await expect(mina.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(otto.getByText("Unread", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "My leads" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1");
  await expect(page.getByRole("link", { name: "My leads" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1" && url.searchParams.get("q") === tag);
  await expect(page.getByRole("link", { name: `Mina ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Otto ${tag}` })).toHaveCount(0);
  await expect(page.getByText("1 lead · 0 unread")).toBeVisible();

  // The start page counts what needs this person; each count opens its list.
  await page.goto("/staff");
  const myOpen = page.getByRole("navigation", { name: "Needs attention" }).getByRole("link", { name: /My open leads/ });
  await expect(myOpen).toHaveText(/^1\s*My open leads$/);
  await myOpen.click();
  await expect(page).toHaveURL((url) => url.searchParams.get("mine") === "1" && url.searchParams.get("open") === "1");
  await expect(page.getByRole("link", { name: `Mina ${tag}` })).toBeVisible();
  await expect(page.getByText("1 lead · 0 unread")).toBeVisible();
  await page.close();
});

test("a lead reads as words: labelled fields in Frankfurt time, no row ids or empty fields, reversed text neutralised; a German Excel export", async ({
  browser,
  baseURL,
}) => {
  const [contact] = await rows<{ id: number }>(
    "insert into contact_submissions (first_name, last_name, email, company, message, created_at) values ($1, $2, $3, null, $4, '2026-07-01T08:05:00Z') returning id",
    ["Eve\u202Egnp.exe", tag, `eve-${tag}@example.com`, "Bitte rufen Sie an"],
  );
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.goto(`/staff?q=eve-${tag}`);
  const link = page.getByRole("link", { name: `Eve\uFFFDgnp.exe ${tag}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveTitle(new RegExp(`^Eve\uFFFDgnp\\.exe ${tag} · Contact message`));
  const submission = page.getByRole("region", { name: "Submission" });
  await expect(submission.locator("dt")).toHaveText([
    "First name",
    "Last name",
    "E-mail",
    "Message",
    "Received",
    "Language",
  ]);
  await expect(submission.locator("dd").nth(4)).toHaveText("1 Jul 2026, 10:05");
  await expect(submission.locator("dd").last()).toHaveText("English");
  await expect(submission).not.toContainText(String(contact!.id));
  await expect(submission).not.toContainText("\u202E");

  await page.getByRole("link", { name: "← Inbox" }).click();
  const href = await page.getByRole("link", { name: "Export for German Excel" }).getAttribute("href");
  expect(href).toBe(`/staff/export.csv?q=eve-${tag}&sep=semicolon`);
  const csv = await (await page.request.get(href!)).text();
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFid;kind;status;language;received;name;email;company;phone;message;preferred_date;preferred_time;guests;additional_information;assignee;follow_up_on;notes",
  );
  expect(csv).toContain(`Eve\uFFFDgnp.exe ${tag};eve-${tag}@example.com`);
  await page.close();
});

test("a lead is worked in one step, then the next one of the same list; back to the inbox returns to its row; its follow-up is due", async ({
  browser,
  baseURL,
}) => {
  const mark = `${tag}w`;
  const base = Date.parse("2026-06-01T08:00:00Z");
  // 45 contact messages a minute apart, and one tour request between the newest two.
  for (let i = 1; i <= 45; i++)
    await rows(
      "insert into contact_submissions (first_name, last_name, email, message, created_at) values ($1, $2, $3, 'Hallo', $4)",
      [`Lead${String(i).padStart(2, "0")}`, mark, `l${i}-${mark}@example.com`, new Date(base + i * 60_000)],
    );
  await rows(
    "insert into tour_bookings (full_name, email, preferred_date, preferred_time, created_at) values ($1, $2, '2026-06-20', '10:00', $3)",
    [`Tour ${mark}`, `t-${mark}@example.com`, new Date(base + 44.5 * 60_000)],
  );
  const [me] = await rows<{ id: string }>("select id from staff_user where email = $1", [`owner-${tag}@example.com`]);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff?q=${mark}&kind=contact`);
  await page.getByRole("link", { name: `Lead45 ${mark}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead45 ${mark}` })).toBeVisible();
  const leads = page.getByRole("navigation", { name: "Leads" });
  await expect(leads.getByRole("link", { name: "← Previous lead" })).toHaveCount(0);

  // Status, assignee, follow-up and a note: one save, and on to the next contact message (the tour is
  // not in this list).
  const work = page.getByRole("region", { name: "Work this lead" });
  await work.getByLabel("Status").selectOption("in_progress");
  await work.getByLabel("Assignee").selectOption(me!.id);
  await expect(work.getByLabel("Follow up on")).toHaveAttribute("min", today);
  await work.getByLabel("Follow up on").fill(today);
  await work.getByLabel("New note").fill("Offer goes out on Friday.");
  await work.getByRole("button", { name: "Save and next lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead44 ${mark}` })).toBeVisible();
  // The next lead's form shows that lead, not what was typed for the last one.
  await expect(work.getByLabel("Status")).toHaveValue("new");
  await expect(work.getByLabel("Assignee")).toHaveValue("");
  await expect(work.getByLabel("Follow up on")).toHaveValue("");
  await expect(work.getByLabel("New note")).toHaveValue("");
  const [first] = await rows<{ id: number; status: string; assignee_id: string; follow_up_on: string }>(
    "select id, status, assignee_id, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on from lead_inbox where email = $1",
    [`l45-${mark}@example.com`],
  );
  expect(first).toMatchObject({ status: "in_progress", assignee_id: me!.id, follow_up_on: today });
  expect(await rows("select body from lead_notes where lead_id = $1", [first!.id])).toEqual([
    { body: "Offer goes out on Friday." },
  ]);

  // Assigned to a colleague: they get a mail with the link straight to the lead.
  const colleague = `colleague-${mark}@example.com`;
  await rows("insert into staff_user (id, name, email) values ($1, 'Cem Colleague', $2)", [`cem-${mark}`, colleague]);
  await page.reload();
  await work.getByLabel("Assignee").selectOption(`cem-${mark}`);
  await work.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  const [assigned] = await waitForOutbox(colleague, "lead-assigned");
  expect(assigned!.subject).toBe(`SPARK: Lead44 ${mark} (Contact message) is assigned to you`);
  const leadUrl = new URL(page.url());
  expect(assigned!.text_body).toContain(`/staff/leads/${leadUrl.pathname.split("/").pop()}`);
  expect(assigned!.text_body).toContain(`owner-${tag}@example.com assigned you a lead`);

  // On a phone too: the form and both ways through the list fit the screen.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const control of [
    work.getByRole("button", { name: "Save and next lead" }),
    leads.getByRole("link", { name: "Next lead →" }),
    leads.getByRole("link", { name: "← Previous lead" }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath("lead-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to it: everything saved shows, and the timeline has each change and the note.
  await leads.getByRole("link", { name: "← Previous lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead45 ${mark}` })).toBeVisible();
  await expect(work.getByLabel("Status")).toHaveValue("in_progress");
  await expect(work.getByLabel("Follow up on")).toHaveValue(today);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Status: New → In progress");
  await expect(timeline).toContainText(`Assigned to owner-${tag}@example.com`);
  await expect(timeline).toContainText("Follow up on");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Internal note" })).toContainText(
    "Offer goes out on Friday.",
  );

  // A lead far down the list: '← Inbox' returns to the same list with that row on screen.
  await page.goto(`/staff?q=${mark}&kind=contact`);
  await page.getByRole("link", { name: `Lead05 ${mark}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lead05 ${mark}` })).toBeVisible();
  await leads.getByRole("link", { name: "← Inbox" }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("kind") === "contact" && url.searchParams.get("q") === mark,
  );
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Lead05 ${mark}` }) });
  await expect(row).toBeInViewport();
  await expect(page.getByRole("link", { name: `Lead45 ${mark}` })).not.toBeInViewport();

  // Its follow-up is due today: counted on the start page, and in the list the count opens.
  await page.goto("/staff");
  const due = page.getByRole("navigation", { name: "Needs attention" }).getByRole("link", { name: /Follow-ups due/ });
  await expect(due).toHaveText(/^[1-9]\d*\s*Follow-ups due$/);
  await due.click();
  await expect(page).toHaveURL((url) => url.searchParams.get("due") === "1");
  const dueRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Lead45 ${mark}` }) });
  await expect(dueRow).toContainText("Follow up on");
  await expect(page.getByRole("link", { name: `Lead44 ${mark}` })).toHaveCount(0);
  await page.close();
});

test("the selected rows change together: two marked as spam in one click, one set in progress and assigned", async ({
  browser,
  baseURL,
}) => {
  const mark = `${tag}b`;
  for (const first of ["Ana", "Bo", "Cy"])
    await rows(
      "insert into contact_submissions (first_name, last_name, email, message) values ($1, $2, $3, 'Buy cheap watches')",
      [first, mark, `${first.toLowerCase()}-${mark}@example.com`],
    );
  const [me] = await rows<{ id: string }>("select id from staff_user where email = $1", [`owner-${tag}@example.com`]);
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff?q=${mark}`);
  const row = (first: string) =>
    page.getByRole("row").filter({ has: page.getByRole("link", { name: `${first} ${mark}` }) });

  // Nothing selected: a clear message, nothing changes.
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByText("Please select at least one lead.")).toBeVisible();

  await page.getByRole("checkbox", { name: `Select Ana ${mark}` }).check();
  await page.getByRole("checkbox", { name: `Select Cy ${mark}` }).check();
  const box = (await page.getByRole("checkbox", { name: `Select Cy ${mark}` }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByText("2 leads marked as spam.")).toBeVisible();
  await expect(row("Ana")).toContainText("Spam");
  await expect(row("Cy")).toContainText("Spam");
  await expect(row("Bo")).toContainText("New");
  // The selection is cleared after the action.
  await expect(page.getByRole("checkbox", { name: `Select Ana ${mark}` })).not.toBeChecked();

  await page.getByRole("checkbox", { name: `Select Bo ${mark}` }).check();
  await page.getByLabel("Set status").selectOption("in_progress");
  await page.getByLabel("Assign to").selectOption(me!.id);
  await page.getByRole("button", { name: "Apply to selected" }).click();
  await expect(page.getByText("1 lead updated.")).toBeVisible();
  await expect(row("Bo")).toContainText("In progress");
  const stored = await rows<{ email: string; status: string; assignee_id: string | null }>(
    "select email, status, assignee_id from lead_inbox where email like $1 order by email",
    [`%-${mark}@example.com`],
  );
  expect(stored).toEqual([
    { email: `ana-${mark}@example.com`, status: "spam", assignee_id: null },
    { email: `bo-${mark}@example.com`, status: "in_progress", assignee_id: me!.id },
    { email: `cy-${mark}@example.com`, status: "spam", assignee_id: null },
  ]);

  // 'Select all' selects every row of the page.
  await page.getByRole("checkbox", { name: "Select all leads on this page" }).check();
  for (const first of ["Ana", "Bo", "Cy"])
    await expect(page.getByRole("checkbox", { name: `Select ${first} ${mark}` })).toBeChecked();
  await page.close();
});

test("a reply from the lead page reaches the visitor in their language, quoting them, and shows on the lead", async ({
  browser,
  baseURL,
}) => {
  const mark = `${tag}r`;
  const email = `dana-${mark}@example.com`;
  await rows("insert into contact_submissions (first_name, last_name, email, message) values ('Dana', $1, $2, $3)", [
    mark,
    email,
    "Is the Skyline Stage free on 12 March for 300 guests?",
  ]);
  const page = await signedInPage(browser, baseURL, ownerState);
  await page.goto(`/staff?q=${mark}`);
  await page.getByRole("link", { name: `Dana ${mark}` }).click();
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply).toContainText(`To ${email}, in English`);

  // Nothing written: a clear message, nothing sent.
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(reply.getByLabel("Your reply")).toBeFocused(); // the browser's required check
  await reply
    .getByLabel("Your reply")
    .fill("Dear Dana,\n\nyes, the Skyline Stage is free on 12 March.\n\nBest regards");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply queued: it goes out within a minute.")).toBeVisible();
  await expect(reply.getByLabel("Your reply")).toHaveValue("");

  const [mail] = await waitForOutbox(email, "lead-reply");
  expect(mail!.subject).toBe("Re: Your message to SPARK");
  expect(mail!.headers["Reply-To"]).toMatch(/@/);
  expect(mail!.text_body).toContain("yes, the Skyline Stage is free on 12 March.");
  expect(mail!.text_body).toMatch(/you wrote:\s+> Is the Skyline Stage free on 12 March for 300 guests\?/);

  // On the lead's timeline, oldest first: received, the reply with its delivery state, the change to
  // 'In progress'.
  await page.reload();
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entry = timeline.getByRole("listitem").filter({ hasText: "Reply to the visitor" });
  await expect(entry).toContainText("yes, the Skyline Stage is free on 12 March.");
  await expect(entry).toContainText("Sent ");
  await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("In progress");
  await expect(timeline.getByRole("listitem").first()).toContainText("Contact message received");
  await expect(timeline).toContainText("Status: New → In progress");
  await page.close();
});

test("a lead's timeline: the form's mails to the team and the visitor, sent, then a note, oldest first", async ({
  browser,
  baseURL,
  page,
}) => {
  // A visitor writes through the contact form, as on the site.
  const mark = `${tag}t`;
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Tim");
  await page.getByLabel("Last name").fill(mark);
  await page.getByLabel("E-mail").fill(`tim-${mark}@example.com`);
  await page.getByLabel(/^Message/).fill("A workshop for 20 people in April?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message sent successfully!", "Thank you for contacting us. We'll get back to you soon.");
  await waitForOutbox(`tim-${mark}@example.com`, "visitor-contact");

  const staff = await signedInPage(browser, baseURL, ownerState);
  await staff.goto(`/staff?q=${mark}`);
  await staff.getByRole("link", { name: `Tim ${mark}` }).click();
  await staff.waitForURL(/\/staff\/leads\/\d+/);
  const timeline = staff.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByRole("listitem");
  // The team's notification may still be on its way: the page shows it as waiting until it is sent.
  await expect(async () => {
    await staff.reload();
    await expect(entries.filter({ hasText: "Notification to the team" })).toContainText("Sent");
  }).toPass({ timeout: 20_000 });
  await expect(entries.first()).toContainText("Contact message received");
  await expect(entries.filter({ hasText: "Confirmation to the visitor" })).toContainText("Sent");

  const work = staff.getByRole("region", { name: "Work this lead" });
  await work.getByLabel("New note").fill("Called back, wants a quote.");
  await work.getByRole("button", { name: "Save", exact: true }).click();
  await expect(entries.last()).toContainText("Called back, wants a quote.");
  await expect(entries.last()).toContainText(`owner-${tag}@example.com`);
  await staff.close();
});

test("an owner keeps a reply template; on a lead it fills the reply with the visitor's name, and is sent as edited", async ({
  browser,
  baseURL,
  page,
}) => {
  const mark = `${tag}p`;
  const email = `dana-${mark}@example.com`;
  await rows(
    "insert into contact_submissions (first_name, last_name, email, message) values ('Dana', $1, $2, 'A quote?')",
    [mark, email],
  );
  const owner = await signedInPage(browser, baseURL, ownerState);
  await owner.goto("/staff/templates");
  const fresh = owner.getByRole("region", { name: "New template" });
  await fresh.getByLabel("Name").fill(`Deposit ${mark}`);
  await fresh.getByLabel("Language").selectOption({ label: "English" });
  await fresh.getByLabel("Text").fill("Hello {name},\n\nthe deposit for 12 March is due on Friday.\n\nBest regards");
  await fresh.getByRole("button", { name: "Add template" }).click();
  await expect(owner.getByText("Template added.")).toBeVisible();
  // The page has read the templates again (the new form is a fresh one) before the next is typed.
  await expect(owner.getByRole("region", { name: `Deposit ${mark} (English)` })).toBeVisible();
  // The same name again in English is refused, and what was typed stays.
  await fresh.getByLabel("Name").fill(`DEPOSIT ${mark}`);
  await fresh.getByLabel("Language").selectOption({ label: "English" });
  await fresh.getByLabel("Text").fill("Another text");
  await fresh.getByRole("button", { name: "Add template" }).click();
  await expect(owner.getByText(`There is already a template called 'DEPOSIT ${mark}' in English.`)).toBeVisible();
  await expect(fresh.getByLabel("Text")).toHaveValue("Another text");
  // Changed: Monday, not Friday.
  const mine = owner.getByRole("region", { name: `Deposit ${mark} (English)` });
  await mine.getByLabel("Text").fill("Hello {name},\n\nthe deposit for 12 March is due on Monday.\n\nBest regards");
  await mine.getByRole("button", { name: "Save template" }).click();
  await expect(owner.getByText("Template saved.")).toBeVisible();

  // On the lead: picked, filled in, edited, sent.
  await owner.goto(`/staff?q=${mark}`);
  await owner.getByRole("link", { name: `Dana ${mark}` }).click();
  const reply = owner.getByRole("region", { name: "Reply" });
  await reply.getByLabel("Template").selectOption({ label: `Deposit ${mark}` });
  await reply.getByRole("button", { name: "Use template" }).click();
  const box = reply.getByLabel("Your reply");
  await expect(box).toHaveValue(`Hello Dana ${mark},\n\nthe deposit for 12 March is due on Monday.\n\nBest regards`);
  // The text is where the person types next: focused and on screen.
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await box.fill((await box.inputValue()).replace("Best regards", "Best regards, Lea"));
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.getByText("Reply queued: it goes out within a minute.")).toBeVisible();
  // Sent: the box is empty again, not refilled by the template still named in the address.
  await expect(box).toHaveValue("");
  const [mail] = await waitForOutbox(email, "lead-reply");
  expect(mail!.text_body).toContain("the deposit for 12 March is due on Monday.");
  expect(mail!.text_body).toContain("Best regards, Lea");
  await owner.close();

  // A staff member uses the templates but cannot change them.
  await acceptInvite(page, cliInvite(`member-${mark}@example.com`, "staff", baseURL!), "Sam Staff");
  await page.goto("/staff/templates");
  await expect(page.getByRole("region", { name: `Deposit ${mark} (English)` })).toContainText("due on Monday");
  await expect(page.getByRole("button", { name: "Save template" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "New template" })).toHaveCount(0);
  const refused = await page.request.post("/staff/templates", {
    form: { intent: "create", name: "Sneaky", language: "en", body: "x" },
  });
  expect(refused.status()).toBe(403);
  expect(await rows("select 1 from reply_templates where name = 'Sneaky'")).toEqual([]);
});
