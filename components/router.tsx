// Client-side navigation between the site's pages: the tab's place (renderer/browser/history.ts) for the components,
// and the links that move it. On the server the place is the page being prerendered. A link is a plain <a href>,
// complete without the app; once the app runs, a plain left click on it changes the page in place.
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { currentPlace, navigate, onPlaceChange, type Location, type NavigationType } from '../renderer/browser/history';

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

function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('Only inside <Router>.');
  return place;
}

export const useLocation = (): Location => usePlace().location;
export const useNavigationType = (): NavigationType => usePlace().type;
export const useNavigate = () => navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A click the browser should handle itself: another button, a modifier (new tab or window), or another target. */
const leavesToTheBrowser = (e: MouseEvent<HTMLAnchorElement>) =>
  e.defaultPrevented ||
  e.button !== 0 ||
  e.metaKey ||
  e.altKey ||
  e.ctrlKey ||
  e.shiftKey ||
  (e.currentTarget.target !== '' && e.currentTarget.target !== '_self');

/** A link to a page of this site (`to` is its address: `/path`, `/path#part`). */
export function Link({ to, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (leavesToTheBrowser(e)) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
