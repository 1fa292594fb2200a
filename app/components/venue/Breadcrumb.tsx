import { Link } from "react-router";
import { bilingual, useLocale } from "~/lib/i18n/locale";

const words = bilingual({ en: { label: "Breadcrumb" }, de: { label: "Brotkrümelnavigation" } });

/** 'Home / Venues / current name' (spec section 2). */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const t = words[useLocale()];
  return (
    <nav aria-label={t.label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center hover:text-ink hover:underline underline-offset-4"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
