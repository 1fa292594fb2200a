import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { PageLink } from "~/components/ui/PageLink";
import { primaryNavigation, type NavMenu } from "~/content/navigation";
import { ArtImage } from "../media/ArtImage";
import { ArrowRightIcon, ChevronDownIcon } from "../ui/icons";
import { SiteLink } from "./SiteLink";

// Spec: the Use Cases and Venue menus open on hover after 100 ms and close 200 ms after the pointer
// leaves (so crossing the gap to the panel does not close them). Keyboard: the trigger is a button
// (Enter/Space toggle, ArrowDown opens and enters), Escape closes and returns to the trigger, and
// tabbing out of a menu closes it.
const MENU_OPEN_DELAY_MS = 100;
const MENU_CLOSE_DELAY_MS = 200;

export function DesktopNav() {
  const [open, setOpen] = useState<NavMenu["id"] | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const location = useLocation();

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  // A navigation closes the open menu (set while rendering the new location, not in an effect
  // afterwards) and drops a pending hover timer, so that no menu opens over the new page.
  const place = `${location.pathname}${location.hash}`;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setOpen(null);
  }
  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [place],
  );

  // A menu opened by click or keyboard closes when the visitor clicks elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target as Element).closest?.("[data-nav-menu]")) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const hoverStart = (id: NavMenu["id"]) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    if (open === id) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => {
      openedByHover.current = true;
      setOpen(id);
    }, MENU_OPEN_DELAY_MS);
  };
  const hoverEnd = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimers();
    closeTimer.current = window.setTimeout(() => setOpen(null), MENU_CLOSE_DELAY_MS);
  };

  return (
    <nav aria-label="Main" className="hidden h-full xl:block">
      <ul className="flex h-full items-center gap-1">
        {primaryNavigation.map((item) =>
          item.kind === "link" ? (
            <li key={item.link.href}>
              <PageLink
                to={item.link.href}
                className="rounded-full px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink aria-[current=page]:text-ink"
              >
                {item.link.name}
              </PageLink>
            </li>
          ) : (
            <MenuItem
              key={item.menu.id}
              menu={item.menu}
              open={open === item.menu.id}
              onOpenChange={(next, byHover = false) => {
                clearTimers();
                openedByHover.current = byHover;
                setOpen(next ? item.menu.id : null);
              }}
              openedByHoverRef={openedByHover}
              onPointerEnter={hoverStart(item.menu.id)}
              onPointerLeave={hoverEnd}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface MenuItemProps {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean, byHover?: boolean) => void;
  openedByHoverRef: React.RefObject<boolean>;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
}

function MenuItem({ menu, open, onOpenChange, openedByHoverRef, onPointerEnter, onPointerLeave }: MenuItemProps) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const location = useLocation();
  const active = location.pathname === menu.all.href || location.pathname.startsWith(`${menu.all.href}/`);

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      panel.current?.querySelector<HTMLElement>("a")?.focus();
    }
  }, [open]);

  // Escape inside the open menu (trigger or panel) closes it and returns focus to the trigger.
  useEffect(() => {
    if (!open) return;
    const item = trigger.current?.closest("li");
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !item?.contains(document.activeElement)) return;
      event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onOpenChange]);
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusFirst.current = true;
      if (open) panel.current?.querySelector<HTMLElement>("a")?.focus();
      else onOpenChange(true);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      data-nav-menu=""
      className="flex h-full items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onClick={(event) => {
          // A mouse click right after the hover opened the menu keeps it open; keyboard toggles.
          if (open && event.detail > 0 && openedByHoverRef.current) {
            openedByHoverRef.current = false;
            return;
          }
          onOpenChange(!open);
        }}
        className={`flex min-h-11 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-ink ${open || active ? "text-ink" : "text-ink-muted"}`}
      >
        {menu.label}
        <ChevronDownIcon
          size={16}
          className={`transition-transform duration-200 ${open ? "rotate-180 text-accent" : ""}`}
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        data-menu-panel={menu.id}
        style={{ width: menu.width }}
        className="fixed left-1/2 top-20 max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-hidden rounded-card border border-line bg-surface/98 shadow-header backdrop-blur-xl"
      >
        <MenuPanel menu={menu} onNavigate={() => onOpenChange(false)} />
      </div>
    </li>
  );
}

function MenuPanel({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  return (
    <div className="p-3">
      <SiteLink
        href={menu.all.href}
        onNavigate={onNavigate}
        className="group flex items-center justify-between gap-6 rounded-xl bg-gradient-to-r from-accent/15 via-accent/5 to-transparent px-5 py-4 hover:from-accent/25"
      >
        <span>
          <span className="block font-display text-lg font-semibold text-ink">{menu.all.name}</span>
          {menu.all.description ? (
            <span className="mt-0.5 block text-sm text-ink-muted">{menu.all.description}</span>
          ) : null}
        </span>
        <ArrowRightIcon className="shrink-0 text-accent transition-transform group-hover:translate-x-1" />
      </SiteLink>
      <div className={`mt-3 grid gap-3 ${menu.floors ? "grid-cols-[1fr_1fr_1fr_0.9fr]" : "grid-cols-3"}`}>
        {menu.groups.map((group) => (
          <SiteLink
            key={group.href}
            href={group.href}
            onNavigate={onNavigate}
            className="group rounded-xl p-2 hover:bg-surface-raised"
          >
            {group.image ? (
              <div className="overflow-hidden rounded-lg border border-line/60">
                <ArtImage
                  art={group.image}
                  alt=""
                  sizes="240px"
                  className="block aspect-[16/9]"
                  imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
            ) : null}
            <span className="mt-3 block px-1 font-display text-xs font-semibold uppercase tracking-[0.2em] text-accent">
              {group.name}
            </span>
            {group.description ? (
              <span className="mt-1 block px-1 text-sm text-ink-muted">{group.description}</span>
            ) : null}
            {group.features ? (
              <ul className="mt-2 space-y-1 px-1 text-sm text-ink">
                {group.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-1 w-1 rounded-full bg-glow" />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </SiteLink>
        ))}
        {menu.floors ? (
          <div className="rounded-xl border border-line/70 bg-canvas/40 p-3">
            <p className="px-2 font-display text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
              {menu.floors.title}
            </p>
            <ul className="mt-2 space-y-1">
              {menu.floors.items.map((floor) => (
                <li key={floor.href}>
                  <SiteLink
                    href={floor.href}
                    onNavigate={onNavigate}
                    className="block rounded-lg px-2 py-2 hover:bg-surface-raised"
                  >
                    <span className="block text-sm font-semibold text-ink">{floor.name}</span>
                    <span className="block text-xs text-ink-muted">{floor.description}</span>
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink
                  href={menu.floors.all.href}
                  onNavigate={onNavigate}
                  className="mt-1 flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-accent hover:bg-surface-raised"
                >
                  {menu.floors.all.name}
                  <ArrowRightIcon size={16} />
                </SiteLink>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
