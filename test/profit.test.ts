import { describe, expect, it } from 'vitest';
import { matchMonthlyOption, parseAmount, simulate, simulationNote } from '../pages/home/profit';
import { formatBRL } from '../renderer/shared/money';

const figures = { pricePerGram: 14.9, minimumOrder: 800, margins: [100, 200, 300] };
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('the profit simulator', () => {
  it('reads amounts the way Brazilians type them', () => {
    expect(parseAmount('1.500,50')).toBe(1500.5);
    expect(parseAmount('R$ 800')).toBe(800);
    expect(parseAmount('1.200')).toBe(1200);
    expect(parseAmount('80,5 g')).toBe(80.5);
    expect(parseAmount('53.7')).toBe(53.7);
    for (const bad of ['', '   ', 'abc', '-10', '0', '1,2,3', 'NaN']) expect(parseAmount(bad)).toBeNull();
  });

  it('turns reais into grams, rounded to one decimal', () => {
    const sim = simulate(1000, 'reais', figures);
    expect(sim.cost).toBe(1000);
    expect(sim.grams).toBe(67.1); // 1000 / 14.9 = 67.11...
    expect(sim.reachesMinimum).toBe(true);
    expect(sim.missing).toBe(0);
  });

  it('turns grams into reais, rounded to the cent', () => {
    const sim = simulate(6, 'gramas', figures);
    expect(sim.cost).toBe(89.4);
    expect(sim.grams).toBe(6);
    expect(simulate(53.7, 'gramas', figures).cost).toBe(800.13);
  });

  it('says how much is missing below the minimum', () => {
    const sim = simulate(500, 'reais', figures);
    expect(sim.reachesMinimum).toBe(false);
    expect(sim.missing).toBe(300);
    expect(simulate(799.99, 'reais', figures).missing).toBe(0.01);
    expect(simulate(800, 'reais', figures).reachesMinimum).toBe(true);
  });

  it('gives resale value and profit at 100%, 200% and 300%', () => {
    expect(simulate(1234.56, 'reais', figures).margins).toEqual([
      { margin: 100, resale: 2469.12, profit: 1234.56 },
      { margin: 200, resale: 3703.68, profit: 2469.12 },
      { margin: 300, resale: 4938.24, profit: 3703.68 },
    ]);
  });

  it('formats Brazilian currency', () => {
    expect(nbsp(formatBRL(1234.5))).toBe('R$ 1.234,50');
  });

  it('matches a monthly-purchase option only when the amount fits it', () => {
    const options = ['R$ 1.000', 'R$ 5.000', 'Acima de R$ 10.000'];
    expect(matchMonthlyOption(1000, options)).toBe('R$ 1.000');
    expect(matchMonthlyOption(5000, options)).toBe('R$ 5.000');
    expect(matchMonthlyOption(12000, options)).toBe('Acima de R$ 10.000');
    expect(matchMonthlyOption(10000, options)).toBe('');
    expect(matchMonthlyOption(1500, options)).toBe('');
    expect(nbsp(simulationNote(simulate(1500, 'reais', figures)))).toBe(
      'Simulação no site: pedido de R$ 1.500,00 (100,7 g de prata).',
    );
  });
});
