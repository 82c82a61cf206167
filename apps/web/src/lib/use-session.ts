import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session.ts';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
