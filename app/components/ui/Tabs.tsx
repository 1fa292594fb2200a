import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

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

/** Accessible tabs on Radix: arrow keys move between tabs, the panel follows the selection. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className, forceMount = false }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-2 border-b border-line pb-4">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-11 rounded-full border border-line px-5 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-canvas"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={forceMount ? true : undefined}
          className="pt-8 focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
