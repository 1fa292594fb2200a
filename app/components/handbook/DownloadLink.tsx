import type { Download } from "~/content/gated/schema";
import { buttonClass } from "~/components/ui/Button";

/** Where the handbook's gated files are served (checked against the gate cookie on the server). */
const downloadHref = (file: string) => `/event-planners/downloads/${file}`;

/** A file download: a plain link (no client navigation), named with its format and language. */
export function DownloadLink({
  download,
  variant = "primary",
}: {
  download: Download;
  variant?: "primary" | "secondary";
}) {
  return (
    <a
      href={downloadHref(download.file)}
      download={download.file}
      hrefLang={download.language}
      className={buttonClass(variant)}
    >
      <span aria-hidden="true">↓</span>
      {download.label}
      <span className="sr-only"> ({download.description})</span>
    </a>
  );
}
