import { CaptionedCarousel } from "~/components/development/CaptionedCarousel";
import { MasterplanDialog } from "~/components/development/MasterplanDialog";
import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { TestimonialCarousel } from "~/components/sections/TestimonialCarousel";
import { ImageGallery } from "~/components/venue/ImageGallery";
import { MediaTiles } from "~/components/venue/MediaTiles";
import { FloorPlanDialog } from "~/components/venue/VenueDetailButtons";
import { WatchVideoButton } from "~/components/venue/WatchVideoButton";
import { ContactForm } from "~/features/contact/ContactForm";
import { CookieSettingsForm } from "~/features/consent/CookieSettingsForm";
import { GalleryBrowser } from "~/features/gallery/GalleryBrowser";
import { GalleryHighlights } from "~/features/gallery/GalleryHighlights";
import { OffersBrowser } from "~/features/offers/OffersBrowser";
import { TourRequestForm } from "~/features/tour/TourRequestForm";
import { SpaceExplorer } from "~/features/space-explorer/SpaceExplorer";
import { HeroVideoActions } from "~/features/video-upload/HeroVideoActions";

/**
 * Every component a page of islands may hydrate, by name (docs/decisions/0661). A route renders one
 * with <Island name="…" component={…} props={…} /> (app/lib/islands.tsx), which the type checker
 * holds to this table; app/islands/boot.ts hydrates them from it. One script for every such page,
 * so that React and the shared parts are loaded once and cached across them.
 */
export const islands = {
  // /venues/{productId}
  HeroVideoActions,
  ImageGallery,
  FloorPlanDialog,
  MediaTiles,
  // the stage pages (with FloorPlanDialog)
  WatchVideoButton,
  SpaceExplorer,
  // /references, /gallery, /360-view, the offers pages, the handbook's index
  TestimonialCarousel,
  GalleryHighlights,
  GalleryBrowser,
  ConsentEmbed,
  OffersBrowser,
  // /development (with ConsentEmbed on the handbook's index)
  MasterplanDialog,
  CaptionedCarousel,
  // /cookie-settings
  CookieSettingsForm,
  // /contact, /book-tour
  ContactForm,
  TourRequestForm,
};

export type Islands = typeof islands;
