import { FloorPlanDialog } from "~/components/venue/VenueDetailButtons";
import { ImageGallery } from "~/components/venue/ImageGallery";
import { MediaTiles } from "~/components/venue/MediaTiles";
import { HeroVideoActions } from "~/features/video-upload/HeroVideoActions";

/** The islands of /venues/{productId} (docs/decisions/0661): rendered by the route, hydrated by venue-product.boot.ts. */
export const venueProductIslands = { HeroVideoActions, ImageGallery, FloorPlanDialog, MediaTiles };
