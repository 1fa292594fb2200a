/**
 * Every component a page of islands may hydrate, by name (docs/decisions/0692). A route renders one
 * with <Island name="…" component={…} props={…} /> (app/islands/Island.tsx), which the type checker
 * holds to this table; app/islands/boot.ts hydrates them from it. One island script for every such
 * page (Preact and the runtime, cached from page to page: 0667), and each island a chunk of its own that
 * only its pages load: the server names those chunks in the page's head (scripts/island-preloads.ts).
 * An island's name is the name its module exports it by.
 */
export const islands = {
  // /venues/{productId}
  HeroVideoActions: () => import("~/features/video-upload/HeroVideoActions").then((module) => module.HeroVideoActions),
  ImageGallery: () => import("~/components/venue/ImageGallery").then((module) => module.ImageGallery),
  FloorPlanDialog: () => import("~/components/venue/VenueDetailButtons").then((module) => module.FloorPlanDialog),
  MediaTiles: () => import("~/components/venue/MediaTiles").then((module) => module.MediaTiles),
  // the stage pages (with FloorPlanDialog)
  WatchVideoButton: () => import("~/components/venue/WatchVideoButton").then((module) => module.WatchVideoButton),
  SpaceExplorer: () => import("~/features/space-explorer/SpaceExplorer").then((module) => module.SpaceExplorer),
  // /references, /gallery, /360-view, the offers pages, the handbook's index
  TestimonialCarousel: () =>
    import("~/components/sections/TestimonialCarousel").then((module) => module.TestimonialCarousel),
  GalleryHighlights: () => import("~/features/gallery/GalleryHighlights").then((module) => module.GalleryHighlights),
  GalleryBrowser: () => import("~/features/gallery/GalleryBrowser").then((module) => module.GalleryBrowser),
  ConsentEmbed: () => import("~/components/media/ConsentEmbed").then((module) => module.ConsentEmbed),
  OffersBrowser: () => import("~/features/offers/OffersBrowser").then((module) => module.OffersBrowser),
  // /development (with ConsentEmbed on the handbook's index)
  MasterplanDialog: () => import("~/components/development/MasterplanDialog").then((module) => module.MasterplanDialog),
  CaptionedCarousel: () =>
    import("~/components/development/CaptionedCarousel").then((module) => module.CaptionedCarousel),
  // /cookie-settings
  CookieSettingsForm: () => import("~/features/consent/CookieSettingsForm").then((module) => module.CookieSettingsForm),
  // /contact, /book-tour
  ContactForm: () => import("~/features/contact/ContactForm").then((module) => module.ContactForm),
  TourRequestForm: () => import("~/features/tour/TourRequestForm").then((module) => module.TourRequestForm),
  // /enquire
  EnquiryForm: () => import("~/features/enquiry/EnquiryForm").then((module) => module.EnquiryForm),
  // the home page
  HeroVideo: () => import("~/components/media/HeroVideo").then((module) => module.HeroVideo),
  HomeFilm: () => import("~/components/sections/home/HomeFilm").then((module) => module.HomeFilm),
  RotatingUseCases: () =>
    import("~/components/sections/home/RotatingUseCases").then((module) => module.RotatingUseCases),
  RotatingVenues: () => import("~/components/sections/home/RotatingVenues").then((module) => module.RotatingVenues),
  ServicesCarousel: () =>
    import("~/components/sections/home/ServicesCarousel").then((module) => module.ServicesCarousel),
  IndustryTabs: () => import("~/components/sections/home/IndustryTabs").then((module) => module.IndustryTabs),
  NewsletterSignup: () => import("~/features/newsletter/NewsletterSignup").then((module) => module.NewsletterSignup),
  // /webinar/led-wall
  RegistrationForm: () =>
    import("~/features/webinar-registration/RegistrationForm").then((module) => module.RegistrationForm),
  NotifyForm: () => import("~/features/webinar-interest/NotifyForm").then((module) => module.NotifyForm),
  // /webinar/confirmation
  Countdown: () => import("~/features/webinar-confirmation/Countdown").then((module) => module.Countdown),
  SurveyStep: () => import("~/features/webinar-confirmation/SurveyStep").then((module) => module.SurveyStep),
  CalendarDownload: () =>
    import("~/features/webinar-confirmation/CalendarDownload").then((module) => module.CalendarDownload),
  SmsReminderForm: () =>
    import("~/features/webinar-sms-reminder/SmsReminderForm").then((module) => module.SmsReminderForm),
  InviteColleagues: () =>
    import("~/features/webinar-confirmation/InviteColleagues").then((module) => module.InviteColleagues),
};

/** Each island's component, by name: what <Island component> is held to. */
type Islands = { [Name in keyof typeof islands]: Awaited<ReturnType<(typeof islands)[Name]>> };

declare module "./Island" {
  interface IslandRegister {
    islands: Islands;
  }
}
