import { describe, expect, it } from "vitest";
import { defaultTourRules } from "../../../server/domain/booking/tour-availability";
import { rulesErrorMessage, rulesFromForm, rulesToForm } from "./tour-rules-form";

describe("the tour rules form", () => {
  it("shows the rules as fields and reads them back unchanged", () => {
    const fields = rulesToForm(defaultTourRules);
    expect(fields).toMatchObject({ hours_1: "09:00-18:00", hours_6: "", tourMinutes: "60", guides: "1" });
    expect(rulesFromForm(fields)).toEqual({ rules: defaultTourRules });
  });

  it("reads FormData, several spans, short hours and an en dash", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(rulesToForm(defaultTourRules))) form.set(name, value);
    form.set("hours_2", " 9:00-12:00 , 13:30 – 18:00 ");
    form.set("hours_6", "10:00-14:00");
    form.set("tourMinutes", " 90 ");
    const read = rulesFromForm(form);
    expect(read).toEqual({
      rules: {
        ...defaultTourRules,
        weeklyHours: {
          ...defaultTourRules.weeklyHours,
          2: [
            { from: "09:00", to: "12:00" },
            { from: "13:30", to: "18:00" },
          ],
          6: [{ from: "10:00", to: "14:00" }],
        },
        tourMinutes: 90,
      },
    });
  });

  it("refuses hours it cannot read, naming the day", () => {
    const fields = { ...rulesToForm(defaultTourRules), hours_3: "9 to 5" };
    expect(rulesFromForm(fields)).toEqual({
      error: "Wednesday: please write the hours like 10:00-17:00, several separated by commas.",
    });
    expect(rulesFromForm({ ...fields, hours_3: "09:00-12:00," })).toHaveProperty("error");
  });

  it("refuses a number that is not whole or missing, naming the field", () => {
    const fields = rulesToForm(defaultTourRules);
    expect(rulesFromForm({ ...fields, bufferMinutes: "7.5" })).toEqual({
      error: "Buffer between tours (minutes): please enter a whole number.",
    });
    expect(rulesFromForm({ ...fields, guides: undefined })).toEqual({ error: "Guides: please enter a whole number." });
  });

  it("names the field of a refused save", () => {
    expect(rulesErrorMessage({ path: ["guides"], message: "Too big" })).toBe("Guides: Too big");
    expect(rulesErrorMessage({ path: ["weeklyHours", "5", 0], message: "Opening must be before closing." })).toBe(
      "Friday: Opening must be before closing.",
    );
    expect(rulesErrorMessage({ path: [], message: "Invalid" })).toBe("Invalid");
  });
});
