const ROWS = [
  ['Monthly obligations', '14 tracked'],
  ['Accounts & loans', '9 listed'],
  ['Documents', '52 encrypted'],
  ['Family plan', 'Ready'],
];

/**
 * A drawing of the household hub in plain markup, so the hero needs no image download.
 * It illustrates rather than informs, so assistive technology gets one short description.
 */
export function HubPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of a household hub listing bills, accounts, documents and a family plan"
      className="mx-auto w-full max-w-md rounded-xl border bg-card p-6 shadow-sm ring-[12px] ring-warm"
    >
      <p className="font-semibold">The Rivera household</p>
      <ul className="mt-4 grid gap-3 text-sm">
        {ROWS.map(([label, value]) => (
          <li key={label} className="flex justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2.5">
            {label}
            <span className="text-muted-foreground">{value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
