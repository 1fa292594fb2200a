import { FormNotice } from "~/features/form-kit/fields";
import type { FormResult } from "~/features/form-kit/result";

/**
 * After a plain (no JavaScript) post the page reloads at its top, far from the form: this repeats
 * the answer there, with a link down to the form. With JavaScript the answer is a toast instead.
 */
export function FormResultBanner({
  result,
  formId,
  linkText,
}: {
  result?: FormResult;
  formId: string;
  linkText: string;
}) {
  if (!result) return null;
  return (
    <div className="container-page pt-6">
      <FormNotice result={result} />
      <a
        href={`#${formId}`}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4"
      >
        {linkText}
      </a>
    </div>
  );
}
