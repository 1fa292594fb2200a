import { ArtImage } from "~/components/media/ArtImage";
import type { SeatingConfiguration } from "~/content/products";
import { seatingGridClass } from "./seating-columns";

export function SeatingConfigurations({ configurations }: { configurations: SeatingConfiguration[] }) {
  return (
    <ul className={`grid gap-5 ${seatingGridClass(configurations.length)}`} data-columns={configurations.length}>
      {configurations.map((configuration) => (
        <li key={configuration.name} className="overflow-hidden rounded-card border border-line bg-surface">
          <ArtImage
            art={configuration.image}
            alt=""
            sizes="(min-width: 64rem) 20vw, (min-width: 40rem) 50vw, 100vw"
            className="block aspect-[16/10] w-full"
          />
          <div className="p-5">
            <h3 className="text-lg font-semibold">{configuration.name}</h3>
            <p className="mt-1 font-display text-2xl font-semibold text-accent">{configuration.capacity}</p>
            <p className="mt-2 text-sm text-ink-muted">{configuration.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
