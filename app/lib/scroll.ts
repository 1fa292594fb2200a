// Anchored navigation (spec section 2): navigate, then after 100 ms smooth-scroll to the section
// with 96 px left for the fixed header. Reduced motion jumps instead of gliding.

export const HEADER_OFFSET_PX = 96;
export const ANCHOR_SCROLL_DELAY_MS = 100;
export const HEADER_SHADOW_AFTER_PX = 50;

/** "/venues#stages-section" -> { pathname: "/venues", hash: "stages-section" }. */
export function splitHref(href: string): { pathname: string; hash: string } {
  const [path = "", hash = ""] = href.split("#");
  const pathname = path.split("?")[0] || "/";
  return { pathname, hash: decodeURIComponent(hash) };
}

/** The scroll position that puts an element `offset` px below the top of the viewport. */
export function sectionScrollTop(elementTop: number, currentScroll: number, offset = HEADER_OFFSET_PX): number {
  return Math.max(0, Math.round(elementTop + currentScroll - offset));
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the element with this id; false when the page has no such section. */
export function scrollToSection(id: string, offset = HEADER_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // Blocks rendered only near the screen (render-near-screen in app.css) hold estimated heights until
  // then, and the glide would render the ones it passes: laid out for real first, it ends at the section.
  document.documentElement.dataset.renderAll = "";
  const top = sectionScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  // Keyboard and screen-reader users continue from the section, not from the link they left.
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
