// A small set of line icons drawn inline (no icon font, no library): decorative by default.
const paths = {
  stage: "M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6",
  workshop: "M4 5h16v10H4zM8 19h8M12 15v4M7 9h4M7 12h7",
  broadcast:
    "M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7.8 7.8a6 6 0 0 0 0 8.4M16.2 16.2a6 6 0 0 0 0-8.4M5 5a10 10 0 0 0 0 14M19 19a10 10 0 0 0 0-14",
  venue: "M4 21V5l8-3 8 3v16M9 21v-5h6v5M8 8h2M14 8h2M8 12h2M14 12h2",
  concierge: "M4 18h16M6 18a6 6 0 0 1 12 0M12 9V7M10 7h4M3 21h18",
  technology: "M3 5h18v11H3zM8 20h8M12 16v4M7 12l3-3 2 2 4-4",
  creative: "M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z",
  arrowLeft: "M19 12H5M11 18l-6-6 6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  check: "M5 12l4 4 10-10",
  mail: "M3 6h18v12H3zM3 7l9 7 9-7",
  gift: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1",
  phone: "M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2",
  clock: "M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 3",
  chat: "M4 5h16v11H9l-5 4z",
  tour: "M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
} as const;

export type LineIconName = keyof typeof paths;

export function LineIcon({ name, className = "h-6 w-6" }: { name: LineIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
