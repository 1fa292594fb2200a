import { LegalDocument } from "~/components/sections/LegalDocument";
import { ButtonLink } from "~/components/ui/Button";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Cookie Policy",
    description:
      "Every cookie the SPARK Frankfurt website sets, what the essential, analytics and marketing categories mean, and how videos and the 360° tour follow your choice.",
    path: "/cookie-policy",
  });

export default function CookiePolicyPage() {
  return (
    <LegalDocument document={cookiePolicy}>
      <div className="flex flex-wrap gap-4">
        <ButtonLink to="/cookie-settings">Change Cookie Settings</ButtonLink>
        <ButtonLink to="/privacy" variant="secondary">
          Privacy Policy
        </ButtonLink>
      </div>
    </LegalDocument>
  );
}
