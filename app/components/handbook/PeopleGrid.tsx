import { ArtImage } from "~/components/media/ArtImage";
import type { Person } from "~/content/gated/schema";

export function PeopleGrid({ people }: { people: Person[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => (
        <li key={person.name} className="overflow-hidden rounded-card border border-line bg-surface">
          <ArtImage
            art={person.image}
            alt=""
            sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 50vw, 100vw"
            className="block aspect-square w-full"
          />
          <div className="p-6">
            <h3 className="text-xl font-semibold">{person.name}</h3>
            <p className="mt-1 text-sm font-semibold text-accent">{person.role}</p>
            <p className="mt-3 text-ink-muted">{person.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
