import type { AgreementSection } from "@/lib/agreements/document";

type Table = NonNullable<AgreementSection["table"]>;

/**
 * One of the agreement's tables (the price, the payments): a table from the `sm` breakpoint up and
 * in print; on a phone, stacked rows as the proposal list shows a quote (each row's first cell as
 * its heading, the other cells under it with their column's name), so nothing scrolls sideways,
 * and the figures under it (subtotal, HST, total) stay in view at the bottom of the screen while
 * the rows above them are read.
 */
export function AgreementTable({ table, labelledBy }: { table: Table; labelledBy: string }) {
  const [, ...columns] = table.head;
  return (
    <>
      <div className="hidden sm:block print:block" data-testid="agreement-table">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-border border-b text-left">
              {table.head.map((cell, index) => (
                <th
                  key={cell}
                  scope="col"
                  className={
                    index === 0 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"
                  }
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-border border-b">
                {row.map((cell, index) => (
                  <td
                    key={index}
                    className={
                      index === 0
                        ? "py-2 pr-3 wrap-anywhere"
                        : "py-2 pl-3 text-right whitespace-nowrap tabular-nums"
                    }
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {table.foot.map(([label, value]) => (
              <tr key={label}>
                <th
                  scope="row"
                  colSpan={table.head.length - 1}
                  className="py-1.5 pr-3 text-right font-medium"
                >
                  {label}
                </th>
                <td className="py-1.5 pl-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {value}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <div className="sm:hidden print:hidden" data-testid="agreement-rows">
        <ul className="divide-border divide-y text-sm" aria-labelledby={labelledBy}>
          {table.rows.map(([first, ...cells], rowIndex) => (
            <li key={rowIndex} className="space-y-1 py-2" data-testid="agreement-row">
              <p className="font-medium wrap-anywhere">{first}</p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
                {cells.map((cell, index) => (
                  <div key={index} className="contents">
                    <dt className="text-muted-foreground">{columns[index]}</dt>
                    <dd className="text-right whitespace-nowrap tabular-nums">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <dl
          className="bg-card border-border sticky bottom-0 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t py-2 text-sm"
          data-testid="agreement-rows-total"
        >
          {table.foot.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="text-right font-semibold whitespace-nowrap tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
