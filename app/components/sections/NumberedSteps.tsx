/** A heading and numbered steps beside a form (Book a Tour's 'What to Expect', Enquire's 'How it works'). */
export function NumberedSteps({
  id,
  heading,
  steps,
}: {
  id: string;
  heading: string;
  steps: { title: string; text: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map((item, index) => (
          <li key={item.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent/15 font-display font-semibold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-sm text-ink-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
