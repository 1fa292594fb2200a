import { Link } from "react-router";
import { LegalDocument } from "~/components/sections/LegalDocument";
import { privacyPolicy } from "~/content/legal/privacy";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";
import type { PageHandle } from "~/lib/page-handle";

// Every control here is plain HTML: the page ships no React (docs/decisions/0658).
export const handle: PageHandle = { react: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Privacy Policy",
    description:
      "How SPARK Frankfurt processes personal data: logs, newsletter, contact, tour and webinar forms, the consent cookie, videos, the 360° tour and your GDPR rights.",
    path: "/privacy",
  });

export default function PrivacyPage() {
  return (
    <LegalDocument document={privacyPolicy}>
      <p className="rounded-card border border-line bg-surface p-6 text-ink-muted">
        Which cookies we set and how to change your choice: see our{" "}
        <Link to="/cookie-policy" className="font-medium text-accent underline underline-offset-4">
          Cookie Policy
        </Link>{" "}
        and the{" "}
        <Link to="/cookie-settings" className="font-medium text-accent underline underline-offset-4">
          Cookie Settings
        </Link>
        .
      </p>
    </LegalDocument>
  );
}
