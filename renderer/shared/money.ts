// An amount in reais as the site writes it: "R$ 14,90" (the simulator's figures, the landing page's share card).
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatBRL = (n: number) => brl.format(n);
