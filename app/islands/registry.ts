import { CaptionedCarousel } from "~/components/development/CaptionedCarousel";
import { MasterplanDialog } from "~/components/development/MasterplanDialog";
import { ConsentEmbed } from "~/components/media/ConsentEmbed";
import { HeroVideo } from "~/components/media/HeroVideo";
import { HomeFilm } from "~/components/sections/home/HomeFilm";
import { IndustryTabs } from "~/components/sections/home/IndustryTabs";
import { RotatingUseCases } from "~/components/sections/home/RotatingUseCases";
import { RotatingVenues } from "~/components/sections/home/RotatingVenues";
import { ServicesCarousel } from "~/components/sections/home/ServicesCarousel";
import { TestimonialCarousel } from "~/components/sections/TestimonialCarousel";
import { ImageGallery } from "~/components/venue/ImageGallery";
import { MediaTiles } from "~/components/venue/MediaTiles";
import { FloorPlanDialog } from "~/components/venue/VenueDetailButtons";
import { WatchVideoButton } from "~/components/venue/WatchVideoButton";
import { ContactForm } from "~/features/contact/ContactForm";
import { CookieSettingsForm } from "~/features/consent/CookieSettingsForm";
import { GalleryBrowser } from "~/features/gallery/GalleryBrowser";
import { GalleryHighlights } from "~/features/gallery/GalleryHighlights";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";
import { CalendarDownload } from "~/features/webinar-confirmation/CalendarDownload";
import { Countdown } from "~/features/webinar-confirmation/Countdown";
import { InviteColleagues } from "~/features/webinar-confirmation/InviteColleagues";
import { SurveyStep } from "~/features/webinar-confirmation/SurveyStep";
import { SmsReminderForm } from "~/features/webinar-sms-reminder/SmsReminderForm";
import { NotifyForm } from "~/features/webinar-interest/NotifyForm";
import { RegistrationForm } from "~/features/webinar-registration/RegistrationForm";
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
  // the home page
  HeroVideo,
  HomeFilm,
  RotatingUseCases,
  RotatingVenues,
  ServicesCarousel,
  IndustryTabs,
  NewsletterSignup,
  // /webinar/led-wall
  RegistrationForm,
  NotifyForm,
  // /webinar/confirmation
  Countdown,
  SurveyStep,
  CalendarDownload,
  SmsReminderForm,
  InviteColleagues,
};

export type Islands = typeof islands;
