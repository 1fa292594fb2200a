import type { EquipmentIconName } from "./equipment-icons";

// Line icons (24 x 24, stroke) for the equipment list; decorative, the label says what it is.
const paths: Record<EquipmentIconName, string> = {
  microphone: "M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Z M5 11a7 7 0 0 0 14 0 M12 18v3 M8 21h8",
  camera: "M3 7h12v10H3z M15 10l6-3v10l-6-3",
  screen: "M3 4h18v12H3z M8 20h8 M12 16v4",
  projector: "M2 8h20v8H2z M16 12m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0 M6 16v2 M18 16v2",
  light: "M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z",
  speaker: "M6 3h12v18H6z M12 14m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0 M12 7h.01",
  rigging: "M3 4h18 M6 4v4 M12 4v4 M18 4v4 M4 8h16 M8 8l-3 12 M16 8l3 12 M7 14h10",
  network: "M2 9a15 15 0 0 1 20 0 M5 12.5a10 10 0 0 1 14 0 M8.5 16a5 5 0 0 1 7 0 M12 19.5h.01",
  power: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z",
  whiteboard: "M3 4h18v12H3z M7 20l2-4 M17 20l-2-4 M7 9l3 3 4-4 3 2",
  catering: "M4 8h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V8Z M17 10h2a2 2 0 0 1 0 4h-2 M8 2v3 M12 2v3",
  seating: "M5 11V5h14v6 M3 11h18v4H3z M5 15v5 M19 15v5",
  climate:
    "M12 3v2 M12 19v2 M3 12h2 M19 12h2 M5.6 5.6l1.4 1.4 M17 17l1.4 1.4 M5.6 18.4 7 17 M17 7l1.4-1.4 M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z",
  spark: "M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4Z",
};

export function EquipmentIcon({ name, className = "h-5 w-5" }: { name: EquipmentIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      <path d={paths[name]} />
    </svg>
  );
}
