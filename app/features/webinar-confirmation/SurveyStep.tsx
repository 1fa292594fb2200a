import { useCallback, useId, useState, useSyncExternalStore } from "react";
import { SelectField } from "../form-kit/fields";

/** The answer is kept per session (its slug): a later session asks again. */
const storageKey = (sessionSlug: string) => `spark-webinar-survey:${sessionSlug}`;

const answers = [
  { value: "nein", label: "Nein, noch nicht" },
  { value: "ja-klein", label: "Ja, kleinere Events (bis 50 Personen)" },
  { value: "ja-gross", label: "Ja, größere Events (50+ Personen)" },
] as const;

function readAnswer(key: string): string {
  try {
    const stored = window.localStorage.getItem(key) ?? "";
    return answers.some((a) => a.value === stored) ? stored : "";
  } catch {
    return ""; // storage blocked: the question still works for this visit
  }
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** Step 1: one question whose answer stays in this browser only (spec: kept only locally). */
export function SurveyStep({ sessionSlug }: { sessionSlug: string }) {
  const key = storageKey(sessionSlug);
  // The stored answer is read in the browser only (the page's HTML has none); a choice made now wins.
  const read = useCallback(() => readAnswer(key), [key]);
  const storedAnswer = useSyncExternalStore(subscribeToStorage, read, () => "");
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const answer = chosen ?? storedAnswer;
  const [saved, setSaved] = useState(false);
  const noteId = useId();

  function choose(value: string) {
    setChosen(value);
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
      setSaved(value !== "");
    } catch {
      setSaved(false);
    }
  }

  return (
    <div className="space-y-3">
      <SelectField
        label={<span lang="en">Have you already done LED wall events?</span>}
        name="led_wall_experience"
        placeholder="Bitte auswählen"
        options={answers}
        value={answer}
        onChange={(event) => choose(event.target.value)}
        hint="Ihre Antwort hilft uns, Beispiele passend zu wählen. Sie bleibt nur in diesem Browser gespeichert."
      />
      <p id={noteId} aria-live="polite" className="min-h-6 text-sm text-success">
        {saved ? "Danke! Ihre Antwort ist gespeichert." : ""}
      </p>
    </div>
  );
}
