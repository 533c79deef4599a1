// Client-side navigation between the site's pages: the tab's place (renderer/browser/history.ts) for the components,
// and the links that move it. On the server the place is the page being prerendered. A link is a plain <a href>,
// complete without the app; once the app runs, a plain left click on it changes the page in place.
import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  currentPlace,
  followInApp,
  onPlaceChange,
  type Location,
  type NavigationType,
} from '../renderer/browser/history';

export type { Location, NavigationType };

interface Place {
  location: Location;
  type: NavigationType;
}

const PlaceContext = createContext<Place | null>(null);

const placeAt = (url: string): Place => {
  const { pathname, search, hash } = new URL(url, 'http://prerender.invalid');
  return { location: { pathname, search, hash, key: 'default' }, type: 'POP' };
};

/** The page being prerendered at `location`, or, without it (in the browser), the tab's place as it moves. */
export function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserPlace>{children}</BrowserPlace>
  ) : (
    <PlaceContext.Provider value={placeAt(location)}>{children}</PlaceContext.Provider>
  );
}

function BrowserPlace({ children }: { children: ReactNode }) {
  const place = useSyncExternalStore(onPlaceChange, currentPlace, currentPlace);
  return <PlaceContext.Provider value={place}>{children}</PlaceContext.Provider>;
}

/** Under <Router> only, as every page is. */
const usePlace = (): Place => useContext(PlaceContext)!;

export const useLocation = (): Location => usePlace().location;
export const useNavigationType = (): NavigationType => usePlace().type;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of this site (`to` is its address: `/path`, `/path#part`). The anchor's props are copied key by
 * key: an object rest and spread (`{ to, ...rest }`, `<a {...rest}>`) took twenty times as long, and every page
 * renders dozens of links, the prerender thousands of pages.
 */
export function Link(props: LinkProps) {
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (key !== 'to') anchor[key] = props[key as keyof LinkProps];
  anchor.href = props.to;
  anchor.onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(e);
    followInApp(e, e.currentTarget);
  };
  return createElement('a', anchor);
}
