import { useEffect, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/Button";
import type { ConsentChoice } from "./consent";
import { choiceFor, COOKIE_SETTINGS_SAVED, isConsentIntent } from "./settings";
import { useConsent } from "./useConsent";
import { useStableId } from "~/islands/island-ids";
import { bilingual, localizeHref, useLocale } from "~/lib/i18n/locale";

const words = bilingual({
  en: {
    label: "Cookie preferences",
    essential: {
      title: "Essential cookies",
      description:
        "Needed for the site to work: they remember this choice and keep the client areas unlocked after you enter their password. They cannot be switched off.",
      state: "Always on",
    },
    analytics: {
      title: "Analytics cookies",
      description:
        "Would let us measure how visitors use the site so that we can improve it. We run no analytics today; this choice decides whether we may in future.",
    },
    marketing: {
      title: "Marketing cookies",
      description:
        "Lets content from third parties load automatically, such as the Matterport 360° tour and embedded videos, which may set their own cookies. Without it, each embed waits for your click.",
    },
    essentialOnly: "Accept Essential Only",
    acceptAll: "Accept All",
    save: "Save Preferences",
  },
  de: {
    label: "Cookie-Auswahl",
    essential: {
      title: "Notwendige Cookies",
      description:
        "Für den Betrieb der Website erforderlich: Sie speichern diese Auswahl und halten die Kundenbereiche freigeschaltet, nachdem Sie deren Passwort eingegeben haben. Sie lassen sich nicht abschalten.",
      state: "Immer aktiv",
    },
    analytics: {
      title: "Statistik-Cookies",
      description:
        "Würden uns erlauben zu messen, wie Besucherinnen und Besucher die Website nutzen, damit wir sie verbessern können. Heute setzen wir keine Analysewerkzeuge ein; diese Auswahl legt fest, ob wir es künftig dürfen.",
    },
    marketing: {
      title: "Marketing-Cookies",
      description:
        "Erlaubt, dass Inhalte von Drittanbietern automatisch laden, etwa die 360°-Tour von Matterport und eingebettete Videos, die eigene Cookies setzen können. Ohne diese Einwilligung wartet jeder eingebettete Inhalt auf Ihren Klick.",
    },
    essentialOnly: "Nur notwendige akzeptieren",
    acceptAll: "Alle akzeptieren",
    save: "Auswahl speichern",
  },
});

interface ToggleProps {
  name?: string;
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  stateLabel?: string;
}

/** One category: a native checkbox announced as a switch, so it also works before JavaScript. */
function CategoryToggle({ name, title, description, checked, disabled, onChange, stateLabel }: ToggleProps) {
  const id = useStableId();
  return (
    <div className="flex items-start justify-between gap-6 rounded-card border border-line bg-surface p-6">
      <div>
        <label htmlFor={id} className="text-lg font-semibold text-ink">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-2 text-ink-muted">
          {description}
        </p>
        {stateLabel ? <p className="mt-2 text-sm font-semibold text-glow">{stateLabel}</p> : null}
      </div>
      <span className="relative mt-1 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="flex h-8 w-14 items-center rounded-full border border-line bg-surface-raised p-1 transition-colors peer-checked:border-accent peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-glow peer-disabled:opacity-70 peer-checked:[&>span]:translate-x-6"
        >
          <span className="block h-6 w-6 rounded-full bg-ink shadow transition-transform" />
        </span>
      </span>
    </div>
  );
}

interface CookieSettingsFormProps {
  /** The choice the server saved when the form was posted without JavaScript. */
  saved?: ConsentChoice;
}

/**
 * The cookie settings of spec section 4, kept in the consent cookie: essential fixed on, analytics
 * and marketing toggles, the two shortcuts and a save button. With JavaScript the cookie is written
 * in the browser and the spec's alert confirms; without, the form posts and the server writes it.
 */
export function CookieSettingsForm({ saved }: CookieSettingsFormProps) {
  const locale = useLocale();
  const t = words[locale];
  const { choice, save } = useConsent();
  const [toggles, setToggles] = useState({
    analytics: saved?.analytics ?? false,
    marketing: saved?.marketing ?? false,
  });
  const [confirming, setConfirming] = useState(0);

  // Show the stored choice once the browser has read the cookie (the page itself is prerendered),
  // and again whenever it changes (for example through the banner).
  const [shownChoice, setShownChoice] = useState(choice);
  if (choice !== shownChoice) {
    setShownChoice(choice);
    if (choice) setToggles({ analytics: choice.analytics, marketing: choice.marketing });
  }

  // The alert comes after the switches have visibly moved.
  useEffect(() => {
    if (confirming) window.alert(COOKIE_SETTINGS_SAVED[locale]);
  }, [confirming, locale]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = isConsentIntent(submitter?.value) ? submitter.value : "save";
    const next = choiceFor(intent, toggles);
    setToggles({ analytics: next.analytics, marketing: next.marketing });
    save(next);
    setConfirming((count) => count + 1);
  }

  return (
    <form
      method="post"
      // Without JavaScript the form posts to the page it is on, in its language.
      action={localizeHref("/cookie-settings", locale)}
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={t.label}
    >
      <CategoryToggle
        title={t.essential.title}
        description={t.essential.description}
        checked
        disabled
        stateLabel={t.essential.state}
      />
      <CategoryToggle
        name="analytics"
        title={t.analytics.title}
        description={t.analytics.description}
        checked={toggles.analytics}
        onChange={(analytics) => setToggles((current) => ({ ...current, analytics }))}
      />
      <CategoryToggle
        name="marketing"
        title={t.marketing.title}
        description={t.marketing.description}
        checked={toggles.marketing}
        onChange={(marketing) => setToggles((current) => ({ ...current, marketing }))}
      />
      <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:flex-wrap">
        <Button type="submit" name="intent" value="essential-only" variant="secondary">
          {t.essentialOnly}
        </Button>
        <Button type="submit" name="intent" value="accept-all" variant="secondary">
          {t.acceptAll}
        </Button>
        <Button type="submit" name="intent" value="save">
          {t.save}
        </Button>
      </div>
    </form>
  );
}
