// Loaded lazily by <LazyMotion>: the animation and drag engine stays out of the first-visit bundle.
export { domMax as default } from 'motion/react';
