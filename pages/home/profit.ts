// The profit simulator's arithmetic. Pure and tested directly; the constants come from the manifest.
import { formatBRL } from '../../renderer/shared/money';

export interface PricingFigures {
  pricePerGram: number;
  minimumOrder: number;
  margins: number[];
}

export type AmountUnit = 'reais' | 'gramas';

interface Simulation {
  cost: number;
  grams: number;
  reachesMinimum: boolean;
  missing: number;
  margins: { margin: number; resale: number; profit: number }[];
}

const cents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const tenths = (n: number) => Math.round((n + Number.EPSILON) * 10) / 10;

/**
 * Reads an amount as a Brazilian would type it: "1.500,50", "1500,5", "R$ 800", "53,7 g". Returns null for
 * anything that is not a positive number.
 */
export function parseAmount(text: string): number | null {
  let s = text.replace(/R\$|g\b|gramas?/gi, '').replace(/\s/g, '');
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function simulate(amount: number, unit: AmountUnit, figures: PricingFigures): Simulation {
  const cost = cents(unit === 'reais' ? amount : amount * figures.pricePerGram);
  const grams = tenths(unit === 'reais' ? amount / figures.pricePerGram : amount);
  return {
    cost,
    grams,
    reachesMinimum: cost >= figures.minimumOrder,
    missing: cents(Math.max(0, figures.minimumOrder - cost)),
    margins: figures.margins.map((margin) => ({
      margin,
      resale: cents(cost * (1 + margin / 100)),
      profit: cents((cost * margin) / 100),
    })),
  };
}

const gramFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An amount as a Brazilian types it in the simulator: "800", "1.500", "850,5". */
export const formatAmount = (n: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(n);
export const formatGrams = (n: number) => `${gramFormat.format(n)} g`;

/** The monthly-purchase option a simulated order fits exactly ("R$ 5.000", "Acima de R$ 10.000"), or ''. */
export function matchMonthlyOption(cost: number, options: string[]): string {
  for (const option of options) {
    const value = parseAmount(option.replace(/^acima de/i, ''));
    if (value === null) continue;
    if (/^acima de/i.test(option) ? cost > value : cost === value) return option;
  }
  return '';
}

/** The line the simulator adds to the WhatsApp message when no monthly-purchase option fits. */
export function simulationNote(sim: Simulation): string {
  return `Simulação no site: pedido de ${formatBRL(sim.cost)} (${formatGrams(sim.grams)} de prata).`;
}
