import type { AdminMarket } from '@shared/schemas/exchange';
import { formatRupees } from '@shared/money';
import { cx } from '@web/components/cx';
import { tableClass, tdClass, thClass } from '../shared/admin-ui';

// The market's book as players see it (best three prices a side) beside the house's profit or
// loss if each runner wins; for a fancy line, the house's result bands.

const price = (level: { price: number; size: number } | undefined) =>
  level ? (
    <span className="tabular-nums">
      <span className="font-semibold text-fg">{level.price.toFixed(2)}</span> <span className="text-xs text-subtle">{formatRupees(level.size)}</span>
    </span>
  ) : (
    <span className="text-subtle">-</span>
  );

const signed = (rupees: number) => (
  <span className={cx('font-semibold tabular-nums', rupees > 0 ? 'text-success' : rupees < 0 ? 'text-danger' : 'text-muted')}>{formatRupees(rupees)}</span>
);

export function MarketBookTable({ data }: { data: AdminMarket }) {
  const { market, house } = data;
  const profits = new Map(house.runners.map((entry) => [entry.runner_id, entry.profit]));
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead className="border-b border-ink-700">
          <tr>
            <th className={thClass}>Runner</th>
            <th className={`${thClass} text-back`}>Back (best first)</th>
            <th className={`${thClass} text-lay`}>Lay (best first)</th>
            {market.type === 'fancy' ? null : <th className={`${thClass} text-right`}>House if it wins</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">
          {market.runners.map((runner) => (
            <tr key={runner.id}>
              <td className={`${tdClass} font-semibold text-fg`}>{runner.name}</td>
              <td className={tdClass}>
                <div className="flex flex-col gap-0.5">
                  {runner.back.length === 0
                    ? price(undefined)
                    : runner.back.map((level) => (
                        <div key={`b${level.price}`}>
                          {level.line !== undefined ? `YES ${level.line} @ ` : ''}
                          {price(level)}
                        </div>
                      ))}
                </div>
              </td>
              <td className={tdClass}>
                <div className="flex flex-col gap-0.5">
                  {runner.lay.length === 0
                    ? price(undefined)
                    : runner.lay.map((level) => (
                        <div key={`l${level.price}`}>
                          {level.line !== undefined ? `NO ${level.line} @ ` : ''}
                          {price(level)}
                        </div>
                      ))}
                </div>
              </td>
              {market.type === 'fancy' ? null : <td className={`${tdClass} text-right`}>{signed(profits.get(runner.id) ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {market.type === 'fancy' && house.results.length > 0 ? (
        <ul className="flex flex-wrap gap-2 border-t border-ink-700 p-4 text-sm">
          {house.results.map((band) => (
            <li key={band.from} className="rounded-lg bg-ink-800 px-3 py-1.5">
              <span className="text-muted">{band.to === null ? `${band.from}+` : band.from === band.to ? band.from : `${band.from}–${band.to}`} runs:</span>{' '}
              {signed(band.profit)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
