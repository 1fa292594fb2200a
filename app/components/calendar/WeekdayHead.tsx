/** The weekday row of a month table (Monday first): the short name, the long one for screen readers and on hover. */
export function WeekdayHead({ weekdays }: { weekdays: readonly (readonly string[])[] }) {
  return (
    <thead>
      <tr>
        {weekdays.map(([short, long]) => (
          <th key={short} scope="col" className="text-xs font-medium text-ink-muted">
            <abbr title={long} className="no-underline">
              {short}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
