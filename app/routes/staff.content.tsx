import { Link } from "react-router";
import { giftCardKey } from "~/content/gift-card-in-force";
import { homeSlideKey, homeSlideKind } from "~/content/home-in-force";
import { homeInForce } from "~/content/home-in-force.server";
import { offerKey } from "~/content/offers-in-force";
import { offersInForce } from "~/content/offers-in-force.server";
import { prerenderedProductIds } from "~/content/product-ids";
import { productKey, productKind } from "~/content/products-in-force";
import { productRecordInForce } from "~/content/products-in-force.server";
import { findStagePage, stageKey, stageKind } from "~/content/stages-in-force";
import { spaceKey, spaceKind } from "~/content/spaces-in-force";
import { filmKey, filmKind } from "~/content/films-in-force";
import { filmsInForce } from "~/content/films-in-force.server";
import { allExplorerSpaces, stagePageIds } from "~/content/venues";
import { isAddedReference, referenceKey, referenceKind, referencesInOrder } from "~/content/references-in-force";
import { webinarLandingKey, webinarLandingKind } from "~/content/webinar-landing-in-force";
import { companyDetailsKey } from "../../server/domain/company/company-details";
import { buttonClass } from "~/components/ui/Button";
import { signedInStaff } from "~/features/staff/guard.server";
import { formatBerlin, Panel, staffMeta } from "~/features/staff/ui";
import type { Database } from "../../server/db/client";
import { contentItem, contentStates, type ContentState } from "../../server/domain/content/content-store";
import { publishedData } from "../../server/domain/content/published";
import type { Route } from "./+types/staff.content";

// The site's content the team edits (issue 45, decisions 1147 and 1149): every editable item by its
// title (offers by page, the references by company, the gift card), linking to its editor, with what is
// live and what is pending; 'Add reference' opens a new one. Owners and editors only (access.ts).

export const meta: Route.MetaFunction = () => staffMeta("Content");

const pageNames = { exclusive: "Exclusive offers", private: "Private offers" } as const;

/** What the list says of an item: its editor, its title, what is live and what is pending. */
const listed = (
  href: string,
  title: string,
  state: ContentState | undefined,
  { hidden = false, added = false } = {},
) => ({
  href,
  title,
  hidden,
  added,
  publishedVersion: state?.publishedVersion ?? 0,
  publishedAt: state?.publishedAt?.toISOString() ?? null,
  draft: state?.hasDraft ?? false,
  publishAt: state?.publishAt?.toISOString() ?? null,
});

/**
 * The references in the carousel's order, hidden ones and added ones not yet published included: each as
 * published, or for an added one never published, as its draft.
 */
async function references(db: Database) {
  const states = await contentStates(db, referenceKind);
  const ids = [...states.keys()].map((key) => key.slice(referenceKind.length + 1));
  const unpublished = ids.filter((id) => isAddedReference(id) && !states.get(referenceKey(id))?.publishedVersion);
  const drafts = new Map(
    await Promise.all(
      unpublished.map(async (id) => [referenceKey(id), (await contentItem(db, referenceKey(id))).draft] as const),
    ),
  );
  return referencesInOrder(ids, (key) => publishedData(key) ?? drafts.get(key)).map((reference) => {
    const added = isAddedReference(reference.id);
    return listed(
      `/staff/content/references/${reference.id}`,
      reference.company || (added ? "New reference" : reference.id),
      states.get(referenceKey(reference.id)),
      { hidden: reference.hidden, added },
    );
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = signedInStaff(context);
  const [states, giftCardStates, referenceItems, slideStates, productStates, stageStates, spaceStates, filmStates] =
    await Promise.all([
      contentStates(db, "offer"),
      contentStates(db, "gift-card"),
      references(db),
      contentStates(db, homeSlideKind),
      contentStates(db, productKind),
      contentStates(db, stageKind),
      contentStates(db, spaceKind),
      contentStates(db, filmKind),
    ]);
  const slides = homeInForce();
  const offers = offersInForce();
  const webinarStates = await contentStates(db, webinarLandingKind);
  const companyStates = await contentStates(db, "company");
  return {
    groups: [
      // The imprint's facts: owners only (decision 1157).
      ...(user.role === "owner"
        ? [
            {
              id: "company",
              title: "Company details",
              items: [listed("/staff/content/company", "Company details", companyStates.get(companyDetailsKey))],
            },
          ]
        : []),
      ...(["exclusive", "private"] as const).map((page) => ({
        id: page,
        title: pageNames[page],
        items: offers
          .filter((offer) => offer.page === page)
          .map((offer) => listed(`/staff/content/offers/${offer.id}`, offer.title.en, states.get(offerKey(offer.id)))),
      })),
      { id: "references", title: "References", items: referenceItems },
      {
        id: "films",
        title: "Films",
        items: filmsInForce().map((film) =>
          listed(`/staff/content/films/${film.id}`, film.title.en, filmStates.get(filmKey(film.id))),
        ),
      },
      {
        id: "gift-card",
        title: "Gift card",
        items: [listed("/staff/content/gift-card", "Gift card", giftCardStates.get(giftCardKey))],
      },
      {
        id: "webinar",
        title: "Webinar",
        items: [listed("/staff/content/webinar", "LED wall webinar landing", webinarStates.get(webinarLandingKey))],
      },
      {
        id: "home",
        title: "Home page: rotating heroes",
        items: [
          ...slides.useCases.slides.map((slide) =>
            listed(
              `/staff/content/home/use-cases--${slide.id}`,
              `Use cases: ${slide.name.en}`,
              slideStates.get(homeSlideKey("use-cases", slide.id)),
            ),
          ),
          ...slides.venues.slides.map((slide) =>
            listed(
              `/staff/content/home/venues--${slide.id}`,
              `Venues: ${slide.name}`,
              slideStates.get(homeSlideKey("venues", slide.id)),
            ),
          ),
        ],
      },
      {
        id: "stages",
        title: "Stage pages",
        items: stagePageIds.map((id) =>
          listed(`/staff/content/stages/${id}`, findStagePage(id)!.title, stageStates.get(stageKey(id))),
        ),
      },
      {
        id: "spaces",
        title: "Explorer spaces",
        items: allExplorerSpaces.map((space) =>
          listed(`/staff/content/spaces/${space.id}`, space.name, spaceStates.get(spaceKey(space.id))),
        ),
      },
      {
        id: "products",
        title: "Products",
        items: prerenderedProductIds.map((id) =>
          listed(
            `/staff/content/products/${id}`,
            productRecordInForce(id)?.name.en ?? id,
            productStates.get(productKey(id)),
          ),
        ),
      },
    ],
  };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Content</h1>
      <p className="max-w-prose text-ink-muted">
        What the site says, in English and German. Edits are drafts until you publish them; every published version is
        kept and can be restored.
      </p>
      <Panel title="Photos on the site" id="content-photos">
        <p className="max-w-prose text-ink-muted">
          Every picture of the public pages shows generated art until a photo from the media library is placed in it.{" "}
          <Link to="/staff/content/photos" className="font-semibold text-accent underline-offset-4 hover:underline">
            Photos on the site
          </Link>
        </p>
      </Panel>
      {loaderData.groups.map((group) => (
        <Panel key={group.id} title={group.title} id={`content-${group.id}`}>
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <li key={item.href} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <Link to={item.href} className="font-semibold text-accent underline-offset-4 hover:underline">
                  {item.title}
                </Link>
                <span className="text-sm text-ink-muted">
                  {item.publishedVersion
                    ? `Published version ${item.publishedVersion}${item.publishedAt ? `, ${formatBerlin(item.publishedAt)}` : ""}`
                    : item.added
                      ? "Not published yet"
                      : "As built (never edited)"}
                  {item.hidden ? " · hidden from the site" : ""}
                  {item.publishAt
                    ? ` · scheduled for ${formatBerlin(item.publishAt)}`
                    : item.draft
                      ? " · draft pending"
                      : ""}
                </span>
              </li>
            ))}
          </ul>
          {group.id === "company" ? (
            <p className="mt-4 text-sm text-ink-muted">
              The legal name, address, phone, e-mail addresses, register entry and profiles that the imprint, the
              footer, mails and documents name. Only owners see and change them.
            </p>
          ) : null}
          {group.id === "films" ? (
            <p className="mt-4 text-sm text-ink-muted">
              The gallery's Videos, and every 'Watch Video' that plays a film, follow its Vimeo id.
            </p>
          ) : null}
          {group.id === "stages" ? (
            <p className="mt-4 text-sm text-ink-muted">
              A stage page's technical details and film are its product's, under Products.
            </p>
          ) : null}
          {group.id === "spaces" ? (
            <p className="mt-4 text-sm text-ink-muted">
              The spaces of the stage pages&apos; explorers (Skyline&apos;s first, then Liberty&apos;s and
              Horizon&apos;s), also shown as cards on the venues overview. Their names, pictures, areas and capacities
              stay as built.
            </p>
          ) : null}
          {group.id === "home" ? (
            <p className="mt-4 text-sm text-ink-muted">
              The slides' pictures, like every picture of the site, are placed under Photos on the site.
            </p>
          ) : null}
          {group.id === "references" ? (
            <p className="mt-4">
              <Link to="/staff/content/references/new" className={buttonClass("secondary")}>
                Add reference
              </Link>
            </p>
          ) : null}
        </Panel>
      ))}
    </div>
  );
}
