import { describe, expect, it } from "vitest";
import { services } from "./services";
import { serviceSchema } from "./services.schema";
import { footerGroups } from "./navigation";

describe("services", () => {
  it("are the four anchored services of the spec, in its order, each with four features", () => {
    for (const service of services) expect(() => serviceSchema.parse(service), service.id).not.toThrow();
    expect(services.map((service) => service.id)).toEqual([
      "venue-as-a-service",
      "full-service-experience",
      "technology-solutions",
      "creative-content",
    ]);
  });

  it("carry the German names the footer gives them", () => {
    const links = footerGroups.flatMap((group) => group.links);
    for (const service of services)
      expect(links.find((link) => link.href === `/services#${service.id}`)?.name, service.id).toEqual(service.title);
  });
});
