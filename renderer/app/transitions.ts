// The page-transition chunk (motion and its animation features), loaded once on demand.
import type { ComponentType, ReactNode } from 'react';

type Transitions = ComponentType<{ pageKey: string; children: ReactNode }>;
let pending: Promise<Transitions> | undefined;

export function loadTransitions(): Promise<Transitions> {
  pending ??= import('./AnimatedPages').then((mod) => mod.default);
  pending.catch(() => (pending = undefined));
  return pending;
}
