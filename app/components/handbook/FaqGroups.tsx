import { Accordion } from "~/components/ui/Accordion";
import type { FaqGroup } from "~/content/gated/schema";
import { ContentLink, inlineLinkClass } from "./ContentLink";

/** FAQ groups, each an h3 with an accordion of questions as h4. */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      {groups.map((group) => (
        <div key={group.id} id={`faq-${group.id}`}>
          <h3 className="mb-4 text-2xl font-semibold">{group.title}</h3>
          <Accordion
            headingLevel={4}
            items={group.items.map((item, index) => ({
              id: `${group.id}-${index}`,
              question: item.question,
              answer: (
                <>
                  <p>{item.answer}</p>
                  {item.link ? (
                    <p className="mt-3">
                      <ContentLink href={item.link.href} className={inlineLinkClass}>
                        {item.link.label} <span aria-hidden="true">→</span>
                      </ContentLink>
                    </p>
                  ) : null}
                </>
              ),
            }))}
          />
        </div>
      ))}
    </div>
  );
}
