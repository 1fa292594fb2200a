import { expect, test, waitForHydration } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { acceptInvite, cliInvite, newPage, signIn } from "./staff-helpers";

// The back office from the first owner's invite to sign-out, as the sales team uses it: the CLI
// invite, password and second factor, the inbox with a lead just sent through the public contact
// form, status, note, filters, CSV, and what a visitor without a session and a staff account get.

test.describe("back office", () => {
  test("invite, second factor, sign-in, a new lead worked to done, filter, CSV, sign-out; staff cannot manage staff", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag("staff");
    const leadEmail = `${tag}@example.com`;

    // A planner writes through the public contact form.
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Jürgen");
    await page.getByLabel("Last name").fill(`Weiß ${tag}`);
    await page.getByLabel("E-mail").fill(leadEmail);
    await page.getByLabel("Company").fill("Müller & Söhne GmbH");
    await page.getByLabel(/^Message/).fill("Wir planen eine Produktpräsentation für 250 Gäste im März.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("");
    const [lead] = await rows<{ id: string; status: string }>(
      "select l.id, l.status from lead_inbox l join contact_submissions c on l.kind = 'contact' and c.id = l.source_id where c.email = $1",
      [leadEmail],
    );
    expect(lead?.status).toBe("new");

    // The first owner comes from the command line.
    const ownerEmail = `owner-${tag}@example.com`;
    const invite = cliInvite(ownerEmail, "owner", baseURL!);
    const owner = await newPage(browser, baseURL);
    const secret = await acceptInvite(owner, invite, "Olivia Owner");
    // The link works once.
    await owner.goto(invite);
    await expect(owner.getByText("This invitation link is not valid")).toBeVisible();

    // Sign out, then in again with password and code.
    await owner.goto("/staff");
    await owner.getByRole("button", { name: "Sign out" }).click();
    await expect(owner.getByText("You are signed out.")).toBeVisible();
    await owner.goto("/staff");
    await expect(owner).toHaveURL(/\/staff\/sign-in$/);
    await signIn(owner, ownerEmail, secret);

    // The inbox shows the lead just submitted; the detail shows the whole submission.
    await owner.getByRole("searchbox", { name: "Search" }).fill(tag);
    await owner.getByRole("button", { name: "Apply filters" }).click();
    const leadLink = owner.getByRole("link", { name: `Jürgen Weiß ${tag}` });
    await expect(leadLink).toBeVisible();
    await expect(owner.getByText("1 lead · 1 unread")).toBeVisible();
    await leadLink.click();
    await expect(owner.getByText("Wir planen eine Produktpräsentation für 250 Gäste im März.")).toBeVisible();
    await expect(owner.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${leadEmail}\\?subject=Your%20message%20to%20SPARK`),
    );

    // Status and a note in one save: stored, and recorded with who and when.
    await owner.getByLabel("Status").selectOption("in_progress");
    await owner.getByLabel("New note").fill("Called back, sending the Skyline Stage offer.");
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(owner.getByText("Saved.")).toBeVisible();
    await expect(owner.getByText("Called back, sending the Skyline Stage offer.")).toBeVisible();
    await expect(owner.getByLabel("New note")).toHaveValue("");
    await expect(owner.getByText("Status: New → In progress")).toBeVisible();
    const [stored] = await rows<{ status: string }>("select status from lead_inbox where id = $1", [lead!.id]);
    expect(stored?.status).toBe("in_progress");
    const notes = await rows("select body, author_email from lead_notes where lead_id = $1", [lead!.id]);
    expect(notes).toEqual([{ body: "Called back, sending the Skyline Stage offer.", author_email: ownerEmail }]);
    const audit = await rows<{ action: string; actor_email: string; details: Record<string, unknown>; at: Date }>(
      "select action, actor_email, details, at from staff_audit_log where target_type = 'lead' and target_id = $1 order by id",
      [lead!.id],
    );
    expect(audit.map((entry) => [entry.action, entry.actor_email])).toEqual([
      ["lead.status", ownerEmail],
      ["lead.note", ownerEmail],
    ]);
    expect(audit[0]!.details).toEqual({ from: "new", to: "in_progress" });
    expect(Date.now() - new Date(audit[0]!.at).getTime()).toBeLessThan(120_000);

    // Filters: kind and status narrow the list; a status the lead does not have finds nothing.
    await owner.goto(`/staff?q=${tag}`);
    await owner.getByLabel("Kind").selectOption("contact");
    await owner.getByRole("search").getByLabel("Status").selectOption("in_progress");
    await owner.getByRole("button", { name: "Apply filters" }).click();
    await expect(owner).toHaveURL(/kind=contact/);
    await expect(owner.getByRole("link", { name: `Jürgen Weiß ${tag}` })).toBeVisible();
    await owner.getByRole("search").getByLabel("Status").selectOption("done");
    await owner.getByRole("button", { name: "Apply filters" }).click();
    await expect(owner.getByText("No leads match these filters.")).toBeVisible();
    await owner.getByLabel("Kind").selectOption("tour");
    await owner.getByRole("search").getByLabel("Status").selectOption("");
    await owner.getByRole("button", { name: "Apply filters" }).click();
    await expect(owner.getByText("No leads match these filters.")).toBeVisible();

    // CSV of the current filter: UTF-8 with BOM, umlauts intact.
    await owner.goto(`/staff?q=${tag}`);
    const csvHref = await owner.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(csvHref).toBe(`/staff/export.csv?q=${tag}`);
    const csv = await owner.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["cache-control"]).toContain("no-store");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,kind,status,language,received,name,email,company,phone,message,preferred_date,preferred_time,guests,additional_information,assignee,follow_up_on,notes",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`contact,in_progress,`);
    expect(lines[1]).toContain(`Jürgen Weiß ${tag},${leadEmail},Müller & Söhne GmbH,`);
    expect(lines[1]).toContain("Wir planen eine Produktpräsentation für 250 Gäste im März.");

    // The owner invites a staff member from the back office; that account cannot manage staff.
    await owner.goto("/staff/team");
    const staffEmail = `staff-${tag}@example.com`;
    await owner.getByLabel("E-mail").fill(staffEmail);
    await owner.getByRole("button", { name: "Send invitation" }).click();
    const staffInvite = await owner.getByLabel("Invitation link").inputValue();
    expect(staffInvite).toMatch(/\/staff\/invite\/[A-Za-z0-9_-]{43}$/);
    const member = await newPage(browser, baseURL);
    await acceptInvite(member, new URL(new URL(staffInvite).pathname, baseURL).toString(), "Sam Staff");
    await member.goto("/staff");
    await expect(member.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await expect(member.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText([
      "Inbox",
      "Tours",
      "Spaces",
      "Prices",
      "Webinars",
      "Mail",
      "Templates",
      "My account",
    ]);
    const team = await member.goto("/staff/team");
    expect(team?.status()).toBe(403);
    await expect(member.getByText("Only an owner can manage staff and settings.")).toBeVisible();
    const [ownerRow] = await rows<{ id: string }>("select id from staff_user where email = $1", [ownerEmail]);
    const refused = await member.request.post("/staff/team", {
      form: { intent: "deactivate", user: ownerRow!.id },
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    expect((await rows("select banned from staff_user where id = $1", [ownerRow!.id]))[0]).toEqual({ banned: false });

    // The owner signs the member out everywhere: the member's next request gets the sign-in page.
    await owner.reload();
    const memberRow = owner.getByRole("listitem").filter({ hasText: staffEmail });
    await memberRow.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(owner.getByText("Sam Staff was signed out of 1 session.")).toBeVisible();
    await member.goto("/staff");
    await expect(member).toHaveURL(/\/staff\/sign-in$/);

    // Sign-out ends the owner's session.
    await owner.goto("/staff");
    await owner.getByRole("button", { name: "Sign out" }).click();
    await expect(owner.getByText("You are signed out.")).toBeVisible();
    await owner.goto(`/staff/leads/${lead!.id}`);
    await expect(owner.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("without a session every /staff page and data request answers the sign-in page and never data", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag("staff-visitor");
    await rows(
      "insert into contact_submissions (first_name, last_name, email, company, message) values ('Eve', $1, $2, 'Secret Corp', 'secret text')",
      [tag, `${tag}@example.com`],
    );
    const [lead] = await rows<{ id: string }>(
      "select l.id from lead_inbox l join contact_submissions c on c.id = l.source_id and l.kind = 'contact' where c.email = $1",
      [`${tag}@example.com`],
    );
    const pages = [
      "/staff",
      `/staff?q=${tag}`,
      `/staff/leads/${lead!.id}`,
      "/staff/account",
      "/staff/team",
      "/staff/no-such-page",
      `/staff/export.csv?q=${tag}`,
      "/staff/mail",
      "/staff/mail/1",
      `/staff/leads/${lead!.id}/export.json`,
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      await expect(page, path).toHaveURL(/\/staff\/sign-in(\?next=.*)?$/);
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      expect(response?.headers()["cache-control"]).toContain("no-store");
      expect(await page.content()).not.toContain("Secret Corp");
      expect(await page.content()).not.toContain(`${tag}@example.com`);
    }
    const dataRequests = [
      "/staff.data",
      `/staff.data?q=${tag}`,
      `/staff/leads/${lead!.id}.data`,
      "/staff/account.data",
      "/staff/team.data",
      `/staff/export.csv?q=${tag}`,
      "/staff/mail.data",
      `/staff/leads/${lead!.id}/export.json`,
    ];
    for (const path of dataRequests) {
      const response = await request.get(path, { maxRedirects: 0 });
      const body = await response.text();
      expect(body, path).not.toContain(`${tag}@example.com`);
      expect(body, path).not.toContain("Secret Corp");
      expect(body.includes("/staff/sign-in") || response.headers()["location"]?.includes("/staff/sign-in"), path).toBe(
        true,
      );
    }
    // Actions without a session change nothing.
    const post = await request.post(`/staff/leads/${lead!.id}`, {
      form: { intent: "status", status: "spam" },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(post.status());
    expect((await rows("select status from lead_inbox where id = $1", [lead!.id]))[0]).toEqual({ status: "new" });
    const erase = await request.post(`/staff/leads/${lead!.id}`, { form: { intent: "delete-data" }, maxRedirects: 0 });
    expect([302, 303]).toContain(erase.status());
    expect(await rows("select 1 from contact_submissions where email = $1", [`${tag}@example.com`])).toHaveLength(1);
  });
});
