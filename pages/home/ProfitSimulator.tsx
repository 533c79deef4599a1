// Live profit simulator: an amount in reais or grams -> grams bought, the minimum order, resale value and profit
// at each suggested margin. It opens on the minimum order, its result shown: in the prerendered page too, where the
// result is already true and the controls are in place but inert until the app runs them, so nothing moves when the
// app starts. Without JavaScript the result for the minimum order stays, without the controls.
import { useId, useState, useSyncExternalStore } from 'react';
import { formatBRL } from '../../renderer/shared/money';
import type { LeadValues } from '../../renderer/shared/whatsapp';
import {
  formatAmount,
  formatGrams,
  matchMonthlyOption,
  parseAmount,
  simulate,
  simulationNote,
  type AmountUnit,
  type PricingFigures,
} from './profit';
import cta from '../../components/CallToAction.module.css';
import styles from './Home.module.css';

interface Props {
  figures: PricingFigures;
  monthlyOptions: string[];
  onUse: (values: Partial<LeadValues>) => void;
}

const nothingToWatch = () => () => {};
/** The table's column names; on a phone each figure carries its name (Home.module.css). */
const RESALE = 'Valor de revenda';
const PROFIT = 'Lucro bruto';

export function ProfitSimulator({ figures, monthlyOptions, onUse }: Props) {
  const id = useId();
  const [text, setText] = useState(() => formatAmount(figures.minimumOrder));
  const [unit, setUnit] = useState<AmountUnit>('reais');
  // False in the prerendered page and in the render that hydrates it, true once the app runs the tool.
  const running = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  const amount = parseAmount(text);
  const sim = amount === null ? null : simulate(amount, unit, figures);
  const margins = figures.margins.map((m) => `${m}%`);

  return (
    <div className={styles.simulator}>
      <h3>Simule seu pedido e sua margem</h3>
      <p>
        O grama sai a {formatBRL(figures.pricePerGram)}, o pedido mínimo é de {formatBRL(figures.minimumOrder)} e a
        margem sugerida para a revenda vai de {margins[0]} a {margins.at(-1)} sobre o custo.
      </p>
      <div className={styles.simulatorTool} inert={!running}>
        <div className={styles.simulatorInputs}>
          <div className={styles.field}>
            <label htmlFor={`${id}-amount`}>
              {unit === 'reais' ? 'Valor do pedido (R$)' : 'Peso desejado (gramas)'}
            </label>
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={unit === 'reais' ? 'Ex.: 1.200' : 'Ex.: 80'}
            />
          </div>
          <fieldset className={styles.unitToggle}>
            <legend className="sr-only">Simular em</legend>
            {(['reais', 'gramas'] as const).map((u) => (
              <label key={u}>
                <input type="radio" name={`${id}-unit`} value={u} checked={unit === u} onChange={() => setUnit(u)} />
                {u === 'reais' ? 'Em reais' : 'Em gramas'}
              </label>
            ))}
          </fieldset>
        </div>
        <div aria-live="polite" className={styles.simulatorResult} data-testid="simulation">
          {sim ? (
            <>
              <p>
                <strong>{formatBRL(sim.cost)}</strong> compram <strong>{formatGrams(sim.grams)}</strong> de prata 925.
              </p>
              <p className={sim.reachesMinimum ? styles.ok : styles.warn}>
                {sim.reachesMinimum
                  ? 'Este valor atinge o pedido mínimo.'
                  : `Faltam ${formatBRL(sim.missing)} para atingir o pedido mínimo de ${formatBRL(figures.minimumOrder)}.`}
              </p>
              <table className={styles.marginTable}>
                <caption className="sr-only">Revenda e lucro por margem</caption>
                <thead>
                  <tr>
                    <th scope="col">Margem</th>
                    <th scope="col">{RESALE}</th>
                    <th scope="col">{PROFIT}</th>
                  </tr>
                </thead>
                <tbody>
                  {sim.margins.map((m) => (
                    <tr key={m.margin}>
                      <th scope="row">{m.margin}%</th>
                      <td data-label={RESALE}>{formatBRL(m.resale)}</td>
                      <td data-label={PROFIT}>{formatBRL(m.profit)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button
                type="button"
                className={`${cta.secondary} ${styles.carry}`}
                onClick={() => {
                  const option = matchMonthlyOption(sim.cost, monthlyOptions);
                  onUse(option ? { monthlyPurchase: option } : { comments: simulationNote(sim) });
                }}
              >
                Levar para o pedido
              </button>
            </>
          ) : (
            <p className={styles.hint}>
              {text.trim()
                ? 'Digite só números, como 1.200 ou 80,5.'
                : 'Digite um valor para ver quantos gramas ele compra e quanto pode render na revenda.'}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
