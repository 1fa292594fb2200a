import { createContext, useContext, useId, useState, type ReactNode } from "react";

// Ids for labels, descriptions and ARIA references that are the same in the server's HTML and in the
// hydrated island (docs/decisions/0667). The server renders an island with React, the browser hydrates
// it with Preact, and their own useId counts differently; Preact also leaves the server's attributes
// in place while hydrating, so a panel or message mounted later would name an id nobody has. Inside an
// island every id comes from one counter of that island, taken in render order: the same order on both
// sides (depth first, one pass, no Suspense in an island). Outside an island, React's useId.

interface IdCounter {
  take(): string;
}

const IslandIdCounter = createContext<IdCounter | null>(null);

/** Around an island's tree on both sides (app/islands/Island.tsx): its ids are `<prefix>-0`, `<prefix>-1`, … */
export function IslandIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  const [counter] = useState<IdCounter>(() => {
    let next = 0;
    return { take: () => `${prefix}-${next++}` };
  });
  return <IslandIdCounter.Provider value={counter}>{children}</IslandIdCounter.Provider>;
}

/** A unique id for this component, equal in the server's HTML and after hydration: use it instead of React's useId. */
export function useStableId(): string {
  const reactId = useId();
  const counter = useContext(IslandIdCounter);
  const [id] = useState(() => counter?.take() ?? reactId);
  return id;
}
