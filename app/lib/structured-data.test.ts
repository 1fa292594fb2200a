import type { BreadcrumbList, Event, EventVenue, Organization, WebSite, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import { sessionEventJsonLd } from "~/features/webinar-sessions/event-json-ld";
import { propertiesOf, schemaProblems } from "../../tests/support/schema-vocabulary";
import { absoluteUrl } from "./site-url";
import { breadcrumbJsonLd, organizationJsonLd, productVenue, venueJsonLd, websiteJsonLd } from "./structured-data";

// Issue 48 item 6: every JSON-LD block the site emits, built by the functions its pages call, is
// schema.org for its @type. At compile time each builder's literal is held to its schema-dts type
// (a return type or `satisfies`; below, what the pages pass on), and here at run time every property
// of every block, nested ones too, is checked against schema-dts's list for its @type.

/** The same JSON the page carries: undefined facts left out. */
const asPublished = (block: object) => JSON.parse(JSON.stringify(block)) as Record<string, unknown>;

const venuePages = products
  .filter((product) => product.category !== "VENUES")
  .map((product) => ({ product, block: venueJsonLd(productVenue(product, `/venues/${product.id}`), absoluteUrl) }));

const blocks: [string, object][] = [
  ["Organization", organizationJsonLd(absoluteUrl) satisfies WithContext<Organization>],
  ["WebSite", websiteJsonLd(absoluteUrl) satisfies WithContext<WebSite>],
  [
    "BreadcrumbList",
    breadcrumbJsonLd(
      [{ label: "Home", to: "/" }, { label: "Venues", to: "/venues" }, { label: "Skyline Stage" }],
      "/venues/skyline-stage",
      absoluteUrl,
    ) satisfies WithContext<BreadcrumbList>,
  ],
  ...venuePages.map(({ product, block }): [string, object] => [
    `EventVenue ${product.id}`,
    block satisfies WithContext<EventVenue>,
  ]),
  ...(["scheduled", "cancelled"] as const).map((status): [string, object] => [
    `Event (${status})`,
    sessionEventJsonLd(
      {
        id: 1,
        slug: "led-wall-2026-12-04-1100",
        topic: "LED-Wall-Events",
        status,
        startsAt: "2026-12-04T10:00:00.000Z",
        durationMinutes: 60,
        capacity: 100,
        seatsLeft: 12,
      },
      "Webinar",
    ) satisfies WithContext<Event>,
  ]),
];

describe("the vocabulary from schema-dts", () => {
  it("knows what an EventVenue has and has not", () => {
    expect(propertiesOf("EventVenue")).toContain("maximumAttendeeCapacity");
    expect(propertiesOf("EventVenue")).toContain("amenityFeature");
    expect(propertiesOf("EventVenue")).not.toContain("floorSize");
    // floorSize belongs to Accommodation.
    expect(propertiesOf("Accommodation")).toContain("floorSize");
    expect(propertiesOf("NoSuchType")).toBeUndefined();
  });

  it("finds a property the @type lacks, nested ones too, and unknown types", () => {
    expect(
      schemaProblems({
        "@type": "EventVenue",
        name: "Skyline Stage",
        floorSize: { "@type": "QuantitativeValue", value: 900 },
        address: { "@type": "PostalAddress", streetAddress: "x", floor: 6 },
        containedInPlace: { "@type": "Venue" },
      }),
    ).toEqual([
      "$: EventVenue has no property floorSize",
      "$.address: PostalAddress has no property floor",
      '$.containedInPlace: @type "Venue" is not a schema.org type',
    ]);
  });
});

describe("every JSON-LD block of the site", () => {
  it("builds one EventVenue per bookable product, with its capacity and floor area", () => {
    expect(venuePages.length).toBeGreaterThanOrEqual(28);
    for (const { product, block } of venuePages) {
      const published = asPublished(block);
      expect(published, product.id).not.toHaveProperty("floorSize");
      expect(published.maximumAttendeeCapacity, product.id).toBeGreaterThan(0);
    }
    const skyline = asPublished(venuePages.find(({ product }) => product.id === "skyline-stage")!.block);
    expect(skyline.amenityFeature).toEqual([
      expect.objectContaining({ "@type": "LocationFeatureSpecification", name: "Floor area", unitCode: "MTK" }),
    ]);
  });

  it.each(blocks)("%s has only properties schema.org defines for its types", (_name, block) => {
    expect(schemaProblems(asPublished(block))).toEqual([]);
  });
});
