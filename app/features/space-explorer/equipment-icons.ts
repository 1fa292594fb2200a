// The explorer's equipment list shows an icon per item, chosen by a keyword in its label
// ("LED wall 10 x 3 m" -> screen, "Podcast microphones" -> microphone). First match wins, so the
// more specific rules come first.

export type EquipmentIconName =
  | "microphone"
  | "camera"
  | "screen"
  | "projector"
  | "light"
  | "speaker"
  | "rigging"
  | "network"
  | "power"
  | "whiteboard"
  | "catering"
  | "seating"
  | "climate"
  | "spark";

const rules: [RegExp, EquipmentIconName][] = [
  [/microphone|\bmics?\b/i, "microphone"],
  [/camera|\bptz\b|stream|broadcast|encoder|video conference/i, "camera"],
  [/projector|beamer/i, "projector"],
  [/\bled\b|screen|display|monitor|backdrop|presentation/i, "screen"],
  [/light|festoon|moving-head/i, "light"],
  [/audio|speaker|line array|sound|acoustic|mixer|\bpa\b/i, "speaker"],
  [/rigging|truss|grid/i, "rigging"],
  [/wi-?fi|network|internet|fibre|fiber|gbit|\blan\b|uplink/i, "network"],
  [/power|\bkw\b|\bcee\b|charging|\bups\b/i, "power"],
  [/whiteboard|writable|flipchart/i, "whiteboard"],
  [/\bbar\b|coffee|catering|buffet|pantry|kitchen|drinks?/i, "catering"],
  [/table|chair|furniture|seating|cushion|lounge|desk|sofa/i, "seating"],
  [/heater|climate|air|blind|awning/i, "climate"],
];

export function equipmentIcon(label: string, detail?: string): EquipmentIconName {
  for (const text of detail ? [label, detail] : [label]) {
    for (const [pattern, icon] of rules) if (pattern.test(text)) return icon;
  }
  return "spark";
}
