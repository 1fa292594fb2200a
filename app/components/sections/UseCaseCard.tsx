import { ArtImage } from "../media/ArtImage";
import { LineIcon } from "../media/LineIcon";
import type { UseCase } from "~/content/use-cases.schema";

/** A use-case card; its id is the anchor other pages link to (/use-cases#product-launch). */
export function UseCaseCard({ useCase }: { useCase: UseCase }) {
  return (
    <article
      id={useCase.id}
      aria-labelledby={`${useCase.id}-title`}
      className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <ArtImage
        art={useCase.image}
        alt=""
        sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw"
        className="block aspect-[16/10] w-full"
      />
      <div className="p-6">
        <h3 id={`${useCase.id}-title`} className="text-xl font-semibold">
          {useCase.name}
        </h3>
        <p className="mt-3 text-ink-muted">{useCase.description}</p>
        <ul className="mt-5 space-y-2">
          {useCase.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2 text-sm text-ink">
              <LineIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
