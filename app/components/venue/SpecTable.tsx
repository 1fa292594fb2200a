/** The Technical Specifications table: label-to-value rows in content order. */
export function SpecTable({ specifications, caption }: { specifications: Record<string, string>; caption: string }) {
  return (
    <div className="overflow-hidden rounded-card border border-line">
      <table className="w-full border-collapse text-left text-sm md:text-base">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {Object.entries(specifications).map(([label, value]) => (
            <tr key={label} className="border-b border-line last:border-b-0 odd:bg-surface even:bg-surface-raised">
              <th scope="row" className="w-2/5 px-4 py-3 align-top font-semibold text-ink md:px-6">
                {label}
              </th>
              <td className="px-4 py-3 text-ink-muted md:px-6">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
