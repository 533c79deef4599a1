// satori's input written as plain objects. Not JSX: importing React here would load it in the build's
// own process, in development mode, before the SSR bundle loads its production build of react-dom.
import type { ReactNode } from 'react';

type Child = El | string | number | false | null | undefined;

export interface El {
  type: string;
  props: { style?: object; children?: Child | Child[]; [attribute: string]: unknown };
}

export function h(type: string, props: Omit<El['props'], 'children'> | null, ...children: (Child | Child[])[]): El {
  const flat = children.flat();
  return { type, props: { ...props, children: flat.length === 1 ? flat[0] : flat } };
}

/** The element as satori's parameter type names it. */
export const asNode = (el: El) => el as unknown as ReactNode;
