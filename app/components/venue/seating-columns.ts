// Seating Configurations grid (spec section 9): 2 columns for 2 or fewer cards, 3 for 3, 4 for 4,
// 5 otherwise. Phones always get one column; the rule applies from the large breakpoint.

export function seatingColumns(count: number): 2 | 3 | 4 | 5 {
  if (count <= 2) return 2;
  if (count === 3) return 3;
  if (count === 4) return 4;
  return 5;
}

// Whole class names, so that Tailwind finds them in the source.
const gridClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
} as const;

export function seatingGridClass(count: number): string {
  return gridClass[seatingColumns(count)];
}
