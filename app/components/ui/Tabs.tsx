import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useStableId } from "~/islands/island-ids";

interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  /** Render every panel into the HTML (inactive ones hidden), so that all content is there for search engines and before hydration. */
  forceMount?: boolean;
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them (docs/decisions/0653): one tab in the Tab
 * order, arrow keys, Home and End move the selection, the panel follows it. About 60 lines of our own
 * instead of Radix Tabs, whose shared primitives were 8 KB of every page that shows tabs.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className, forceMount = false }: TabsProps) {
  const id = useStableId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? uncontrolled;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== selected) onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    select(items[next]!.value);
    tabs.current[next]?.focus();
  };
  const tabId = (item: TabItem) => `${id}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${id}-panel-${item.value}`;

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-line pb-4">
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={active}
              aria-controls={active || forceMount ? panelId(item) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
                active ? "border-accent bg-accent text-canvas" : "border-line text-ink-muted hover:text-ink"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => forceMount || item.value === selected)
        .map((item) => (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            hidden={item.value !== selected}
            tabIndex={0}
            className="pt-8 focus-visible:outline-none"
          >
            {item.content}
          </div>
        ))}
    </div>
  );
}
