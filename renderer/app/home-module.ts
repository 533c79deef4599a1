// The landing page's code is a chunk of its own, so content pages never load it. Both entries await it before
// rendering "/", so server and client render the same tree with no Suspense boundary in between.
import type { ComponentType } from 'react';
import type { HomePageData } from '../shared/page-data';

type HomeComponent = ComponentType<{ page: HomePageData }>;
let loaded: HomeComponent | undefined;

export function loadHome(): Promise<HomeComponent> {
  return import('../../pages/home/HomePage').then((m) => (loaded = m.HomePage));
}

export function loadedHome(): HomeComponent | undefined {
  return loaded;
}
