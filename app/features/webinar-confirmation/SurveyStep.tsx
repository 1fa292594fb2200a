import { useEffect, useRef, useState } from "react";
import { SelectField } from "../form-kit/fields";
import { useStableId } from "~/islands/island-ids";

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

  useEffect(() => {
    const node = select.current!;
    const stored = readAnswer(key);
    if (node.value && node.value !== stored) setSaved(storeAnswer(key, node.value));
    else node.value = stored;
  }, [key]);

  return (
    <div className="space-y-3">
      <SelectField
        label={<span lang="en">Have you already done LED wall events?</span>}
        name="led_wall_experience"
        placeholder="Bitte auswählen"
        options={answers}
        ref={select}
        defaultValue=""
        onChange={(event) => setSaved(storeAnswer(key, event.target.value))}
        hint="Ihre Antwort hilft uns, Beispiele passend zu wählen. Sie bleibt nur in diesem Browser gespeichert."
      />
      <p id={noteId} aria-live="polite" className="min-h-6 text-sm text-success">
        {saved ? "Danke! Ihre Antwort ist gespeichert." : ""}
      </p>
    </div>
  );
}
