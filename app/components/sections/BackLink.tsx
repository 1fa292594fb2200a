import { PageLink } from "../ui/PageLink";
import { LineIcon } from "../media/LineIcon";

/** 'Back to …' above a page heading. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <PageLink
      to={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-muted hover:text-ink"
    >
      <LineIcon name="arrowLeft" className="h-4 w-4" />
      {children}
    </PageLink>
  );
}
