import { expect, expectToast, test, waitForHydration } from "./fixtures";
import { rows, uniqueTag } from "../support/database";
import { arrangementDay } from "../support/tour-days";

test.describe("tour request", () => {
  test("a visitor requests a tour: busy label, toast, cleared form, stored row with guests as integer", async ({
    page,
  }) => {
    const tag = uniqueTag("tour");
    await page.goto("/book-tour");
    await waitForHydration(page);
    await page.getByLabel(/^Full name/).fill("Grace Hopper");
    await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
    await page.getByLabel(/^Phone/).fill("+49 69 123456");
    await page.getByLabel(/^Company/).fill("Navy Labs");
    await page.getByLabel(/^Preferred date/).fill(arrangementDay);
    await page.getByLabel(/^Preferred time/).fill("14:30");
    await page.getByLabel(/^Number of guests/).fill("12");
    await page.getByLabel(/^Additional information/).fill("Product launch, about 300 guests.");

    // Hold the request so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/forms/book-tour", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Request Tour" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    release();
    await expectToast(
      page,
      "Tour request submitted successfully!",
      "Thank you for booking a tour. We'll contact you within 24 hours to confirm.",
    );
    await expect(page.getByLabel(/^Full name/)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Request Tour" })).toBeEnabled();

    const stored = await rows("select * from tour_bookings where email = $1", [`${tag}@example.com`]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      full_name: "Grace Hopper",
      company: "Navy Labs",
      phone_number: "+49 69 123456",
      preferred_date: arrangementDay,
      preferred_time: "14:30",
      number_of_guests: 12,
      additional_information: "Product launch, about 300 guests.",
    });
  });

  test("guests left empty are stored as null, company and phone too", async ({ page }) => {
    const tag = uniqueTag("tour-null");
    await page.goto("/book-tour");
    await waitForHydration(page);
    await page.getByLabel(/^Full name/).fill("Alan Turing");
    await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
    await page.getByLabel(/^Preferred date/).fill(arrangementDay);
    await page.getByLabel(/^Preferred time/).fill("09:00");
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expectToast(page, "Tour request submitted successfully!");
    const [row] = await rows("select * from tour_bookings where email = $1", [`${tag}@example.com`]);
    expect(row).toMatchObject({
      number_of_guests: null,
      company: null,
      phone_number: null,
      additional_information: null,
    });
  });

  test("missing date and time: the spec's toast, nothing stored", async ({ page }) => {
    const tag = uniqueTag("tour-missing");
    await page.goto("/book-tour");
    await waitForHydration(page);
    await page.getByLabel(/^Full name/).fill("Alan Turing");
    await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expectToast(page, "Missing information", "Please fill in all required fields.");
    expect(await rows("select 1 from tour_bookings where email = $1", [`${tag}@example.com`])).toHaveLength(0);
  });

  test("21 guests are refused with a clear message", async ({ page }) => {
    const tag = uniqueTag("tour-guests");
    await page.goto("/book-tour");
    await waitForHydration(page);
    await page.getByLabel(/^Full name/).fill("Alan Turing");
    await page.getByLabel(/^E-mail/).fill(`${tag}@example.com`);
    await page.getByLabel(/^Preferred date/).fill(arrangementDay);
    await page.getByLabel(/^Preferred time/).fill("09:00");
    await page.getByLabel(/^Number of guests/).fill("21");
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expectToast(page, "Please check your input", "Please enter a number of guests from 1 to 20.");
    expect(await rows("select 1 from tour_bookings where email = $1", [`${tag}@example.com`])).toHaveLength(0);
  });
});
