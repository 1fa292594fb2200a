import { useEffect, useRef, useState } from "react";
import { SelectField } from "../form-kit/fields";
import { useStableId } from "~/islands/island-ids";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const QUESTION = "Have you already done LED wall events?";

/** The answer is kept per session (its slug): a later session asks again. */
const storageKey = (sessionSlug: string) => `spark-webinar-survey:${sessionSlug}`;

const answerValues = ["nein", "ja-klein", "ja-gross"] as const;

const words = bilingual({
  en: {
    answers: {
      nein: "No, not yet",
      "ja-klein": "Yes, smaller events (up to 50 people)",
      "ja-gross": "Yes, larger events (50+ people)",
    },
    choose: "Please choose",
    hint: "Your answer helps us choose the right examples. It is only stored in this browser.",
    saved: "Thank you! Your answer has been saved.",
  },
  de: {
    answers: {
      nein: "Nein, noch nicht",
      "ja-klein": "Ja, kleinere Events (bis 50 Personen)",
      "ja-gross": "Ja, größere Events (50+ Personen)",
    },
    choose: "Bitte auswählen",
    hint: "Ihre Antwort hilft uns, Beispiele passend zu wählen. Sie bleibt nur in diesem Browser gespeichert.",
    saved: "Danke! Ihre Antwort ist gespeichert.",
  },
});

function readAnswer(key: string): string {
  try {
    const stored = window.localStorage.getItem(key) ?? "";
    return answerValues.some((value) => value === stored) ? stored : "";
  } catch {
    return ""; // storage blocked: the question still works for this visit
  }
}

/** Keeps the answer in this browser (an empty one removes it); false when storage is blocked. */
function storeAnswer(key: string, value: string): boolean {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
    return value !== "";
  } catch {
    return false;
  }
}

/** Step 1: one question whose answer stays in this browser only (spec: kept only locally). */
export function SurveyStep({ sessionSlug }: { sessionSlug: string }) {
  const key = storageKey(sessionSlug);
  // Uncontrolled: a choice made before the page hydrated stays (and is saved); otherwise the answer
  // stored in this browser is shown (the page's HTML has none).
  const select = useRef<HTMLSelectElement>(null);
  const [saved, setSaved] = useState(false);
  const noteId = useStableId();
  const locale = useLocale();
  const t = words[locale];

  useEffect(() => {
    const node = select.current!;
    const stored = readAnswer(key);
    if (node.value && node.value !== stored) setSaved(storeAnswer(key, node.value));
    else node.value = stored;
  }, [key]);

  return (
    <div className="space-y-3">
      <SelectField
        // The spec asks this in English on the German page too.
        label={locale === "en" ? QUESTION : <span lang="en">{QUESTION}</span>}
        name="led_wall_experience"
        placeholder={t.choose}
        options={answerValues.map((value) => ({ value, label: t.answers[value] }))}
        ref={select}
        defaultValue=""
        onChange={(event) => setSaved(storeAnswer(key, event.target.value))}
        hint={t.hint}
      />
      <p id={noteId} aria-live="polite" className="min-h-6 text-sm text-success">
        {saved ? t.saved : ""}
      </p>
    </div>
  );
}
