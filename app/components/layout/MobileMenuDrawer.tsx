import { Collapsible, Dialog } from "radix-ui";
import { useState, type RefObject } from "react";
import { bookTourLink, locations, primaryNavigation, type NavLinkItem, type NavMenu } from "~/content/navigation";
import { site } from "~/content/site";
import { buttonClass } from "../ui/Button";
import { ChevronDownIcon, CloseIcon, MapPinIcon } from "../ui/icons";
import { SiteLink } from "./SiteLink";
import { buildMailto } from "~/lib/mailto";

interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The mobile drawer: from the right, titled 'Menu', a Location group and collapsible lists. Loaded on first open. */
export default function MobileMenuDrawer({ id, open, onOpenChange, returnFocusTo }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm motion-safe:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          // The button that opened it lives outside this lazily loaded module: focus goes back there.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-[90] flex w-[min(26rem,calc(100vw-2.5rem))] flex-col overflow-y-auto border-l border-line bg-surface shadow-header focus:outline-none motion-safe:animate-[slide-in-right_280ms_var(--ease-out-soft)]"
        >
          <div className="flex items-center justify-between border-b border-line px-6 py-5">
            <Dialog.Title className="font-display text-2xl font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="flex h-11 w-11 items-center justify-center rounded-full bg-ink/10 text-ink hover:bg-ink/20"
            >
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 px-6 py-6">
            <section aria-labelledby="drawer-location">
              <h2
                id="drawer-location"
                className="font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted"
              >
                Location
              </h2>
              <ul className="mt-3">
                {locations.map((place) => (
                  <li key={place.value}>
                    <SiteLink
                      href={place.link}
                      onNavigate={close}
                      className="flex min-h-11 items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 text-base font-semibold text-ink"
                    >
                      <MapPinIcon className="text-accent" />
                      {place.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
            <ul className="mt-8 divide-y divide-line/70 border-y border-line/70">
              {primaryNavigation.map((item) =>
                item.kind === "link" ? (
                  <li key={item.link.href}>
                    <DrawerLink link={item.link} onNavigate={close} />
                  </li>
                ) : (
                  <li key={item.menu.id}>
                    <DrawerMenu menu={item.menu} onNavigate={close} />
                  </li>
                ),
              )}
            </ul>
            <SiteLink
              href={bookTourLink.href}
              onNavigate={close}
              className={buttonClass("primary", "mt-8 w-full text-base")}
            >
              {bookTourLink.name}
            </SiteLink>
            <p className="mt-8 text-sm text-ink-muted">
              <a href={site.phone.href} className="block py-1 hover:text-ink">
                {site.phone.display}
              </a>
              <a href={buildMailto({ to: site.email.sales })} className="block py-1 hover:text-ink">
                {site.email.sales}
              </a>
            </p>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({ link, onNavigate, nested }: { link: NavLinkItem; onNavigate: () => void; nested?: boolean }) {
  return (
    <SiteLink
      href={link.href}
      onNavigate={onNavigate}
      className={
        nested
          ? "block rounded-lg px-3 py-2.5 text-base text-ink-muted hover:bg-surface-raised hover:text-ink"
          : "flex min-h-14 items-center text-lg font-medium text-ink hover:text-accent"
      }
    >
      {link.name}
    </SiteLink>
  );
}

function DrawerMenu({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="flex min-h-14 w-full items-center justify-between text-left text-lg font-medium text-ink hover:text-accent">
        {menu.label}
        <ChevronDownIcon
          className={`transition-transform duration-200 ${open ? "rotate-180 text-accent" : "text-ink-muted"}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="pb-4">
        <ul className="space-y-0.5 border-l border-line pl-3">
          <li>
            <SiteLink
              href={menu.all.href}
              onNavigate={onNavigate}
              className="block rounded-lg px-3 py-2.5 text-base font-semibold text-accent hover:bg-surface-raised"
            >
              {menu.all.name}
            </SiteLink>
          </li>
          {menu.groups.map((group) => (
            <li key={group.href}>
              <DrawerLink link={group} onNavigate={onNavigate} nested />
            </li>
          ))}
          {menu.floors ? (
            <>
              <li className="px-3 pb-1 pt-4 font-display text-xs font-semibold uppercase tracking-[0.25em] text-ink-muted">
                {menu.floors.title}
              </li>
              <li>
                <DrawerLink link={menu.floors.all} onNavigate={onNavigate} nested />
              </li>
              {menu.floors.items.map((floor) => (
                <li key={floor.href}>
                  <DrawerLink link={floor} onNavigate={onNavigate} nested />
                </li>
              ))}
            </>
          ) : null}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
