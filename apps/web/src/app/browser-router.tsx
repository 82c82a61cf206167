import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
// The same history BrowserRouter creates; exported as UNSAFE_ because v7 no longer documents it.
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPending = createContext(false);

/**
 * True while the next page's code or texts are still loading and the current page stays shown
 * (the navigation is a transition): the header's small loader.
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

/**
 * React Router's `BrowserRouter`, with the transition it already wraps each navigation in
 * exposed as `useNavigationPending`. Declarative routing instead of the data router
 * (createBrowserRouter) leaves out its loaders, actions, fetchers and revalidation, which the app
 * never used: about 14 KB gzipped on every page (docs/decisions/033-router-and-responses.md).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
