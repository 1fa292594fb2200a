import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { art } from "~/lib/art";
import { ArtPreload, PlacedPhotos } from "./ArtImage";

// The page's largest picture is preloaded from the head (issue 45): the art as built, the photo once the
// team has placed one in the slot, never both (a preload of a picture the page no longer shows is a
// wasted download on a phone's first screen).

const still = art("hero/home-stage");
const photo = {
  base: "/media/library/0123456789abcdef",
  widths: [400, 800, 1600],
  focal: [0.5, 0.5] as [number, number],
  alt: { en: "A", de: "B" },
};

const head = (element: React.ReactNode) =>
  renderToString(
    <html lang="en">
      <head />
      <body>{element}</body>
    </html>,
  );

describe("ArtPreload", () => {
  it("preloads the slot's art while no photo is placed", () => {
    const html = head(<ArtPreload art={still} />);
    expect(html).toMatch(
      /<head><link rel="preload" as="image" type="image\/avif" href="\/art\/hero\/home-stage-\d+\.avif"/,
    );
    expect(html).not.toContain("/media/library/");
  });

  it("preloads the placed photo instead, at the widths the picture offers", () => {
    const html = head(
      <PlacedPhotos value={{ [still]: photo }}>
        <ArtPreload art={still} />
      </PlacedPhotos>,
    );
    expect(html).toContain('href="/media/library/0123456789abcdef-800.avif"');
    expect(html).toContain("/media/library/0123456789abcdef-1600.avif 1600w");
    expect(html).not.toContain("/art/hero/home-stage");
  });
});
