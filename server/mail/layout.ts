import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fullAddress, site } from "../domain/company/site.ts";

// Every mail of the site is one MailContent rendered twice: as HTML by the Layout component and
// as plain text from the same parts, so the two can never say different things. Written with
// createElement instead of JSX because the job workers run this file in Node directly.

export interface MailContent {
  lang: "en" | "de";
  /** The first line a mail client shows in the list. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, e.g. the fields of a submission. */
  fields?: [label: string, value: string][];
  action?: { label: string; href: string };
  /** Small print under the mail (unsubscribe and the like). */
  notes?: string[];
}

/** A file sent with a mail (a calendar file, an offer's PDF): its content, name and type. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text; with `encoding: "base64"`, a binary file's bytes (kept so in the outbox's JSON too). */
  content: string;
  encoding?: "base64";
}

export interface RenderedMail {
  subject: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

const colors = { canvas: "#0a0c11", ink: "#f5f6f8", muted: "#a3a9b7", accent: "#f5a623", card: "#141821" };

function Layout({ content }: { content: MailContent }): ReactNode {
  const cell = { padding: "0 32px" };
  return h(
    "html",
    { lang: content.lang },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, content.heading),
    ),
    h(
      "body",
      { style: { margin: 0, background: colors.canvas, color: colors.ink, fontFamily: "Inter, Arial, sans-serif" } },
      h("div", { style: { display: "none", maxHeight: 0, overflow: "hidden" } }, content.preview),
      h(
        "table",
        { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0, style: { background: colors.canvas } },
        h(
          "tbody",
          null,
          h(
            "tr",
            null,
            h(
              "td",
              { align: "center", style: { padding: "32px 12px" } },
              h(
                "table",
                {
                  role: "presentation",
                  width: "100%",
                  cellPadding: 0,
                  cellSpacing: 0,
                  style: { maxWidth: 600, background: colors.card, borderRadius: 16 },
                },
                h(
                  "tbody",
                  null,
                  h(
                    "tr",
                    null,
                    h(
                      "td",
                      { style: { ...cell, paddingTop: 28, fontWeight: 700, letterSpacing: 2, color: colors.accent } },
                      site.name,
                    ),
                  ),
                  h(
                    "tr",
                    null,
                    h("td", { style: cell }, h("h1", { style: { fontSize: 24, margin: "16px 0" } }, content.heading)),
                  ),
                  ...content.paragraphs.map((text, i) =>
                    h("tr", { key: `p${i}` }, h("td", { style: cell }, h("p", { style: { lineHeight: 1.6 } }, text))),
                  ),
                  content.fields?.length
                    ? h(
                        "tr",
                        null,
                        h(
                          "td",
                          { style: cell },
                          h(
                            "table",
                            {
                              role: "presentation",
                              width: "100%",
                              cellPadding: 6,
                              style: { borderCollapse: "collapse" },
                            },
                            h(
                              "tbody",
                              null,
                              ...content.fields.map(([label, value], i) =>
                                h(
                                  "tr",
                                  { key: `f${i}` },
                                  h(
                                    "th",
                                    { align: "left", style: { color: colors.muted, verticalAlign: "top" } },
                                    label,
                                  ),
                                  h("td", { style: { whiteSpace: "pre-wrap" } }, value),
                                ),
                              ),
                            ),
                          ),
                        ),
                      )
                    : null,
                  content.action
                    ? h(
                        "tr",
                        null,
                        h(
                          "td",
                          { style: { ...cell, paddingTop: 16, paddingBottom: 8 } },
                          h(
                            "a",
                            {
                              href: content.action.href,
                              style: {
                                display: "inline-block",
                                background: colors.accent,
                                color: colors.canvas,
                                padding: "12px 24px",
                                borderRadius: 999,
                                fontWeight: 600,
                                textDecoration: "none",
                              },
                            },
                            content.action.label,
                          ),
                        ),
                      )
                    : null,
                  h(
                    "tr",
                    null,
                    h(
                      "td",
                      { style: { ...cell, paddingTop: 24, paddingBottom: 28, fontSize: 12, color: colors.muted } },
                      ...(content.notes ?? []).map((note, i) => h("p", { key: `n${i}` }, note)),
                      h("p", null, `${site.legalName} · ${fullAddress()} · ${site.phone.display}`),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

function renderHtml(content: MailContent): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(h(Layout, { content }))}`;
}

function renderText(content: MailContent): string {
  const blocks: string[] = [content.heading, ...content.paragraphs];
  if (content.fields?.length) blocks.push(content.fields.map(([label, value]) => `${label}: ${value}`).join("\n"));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.href}`);
  blocks.push(...(content.notes ?? []), `${site.legalName} · ${fullAddress()} · ${site.phone.display}`);
  return `${blocks.join("\n\n")}\n`;
}

export function renderMail(
  envelope: Pick<RenderedMail, "subject" | "to" | "replyTo" | "headers">,
  content: MailContent,
): RenderedMail {
  return { ...envelope, text: renderText(content), html: renderHtml(content) };
}
