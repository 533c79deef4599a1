// The page-transition chunk (motion and its animation features), loaded on the first client-side navigation or
// when a link is pointed at, so a first visit never downloads motion.
import { lazy } from './lazy';

export const transitions = lazy(() => import('./AnimatedPages').then((mod) => mod.default));
