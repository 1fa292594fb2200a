import { z } from "zod";
import { ART_SLOT_PATTERN, type ArtSlot } from "~/lib/art";

/** An art("theme/id") slot of the given theme, for content schemas. */
export const artSlot = (theme: string) =>
  z.custom<ArtSlot>(
    (value) => typeof value === "string" && ART_SLOT_PATTERN.test(value) && value.startsWith(`${theme}/`),
    {
      message: `Expected an art slot of theme "${theme}"`,
    },
  );
