import { USER_ROLES, type UserRole } from '@app/api-contract/schemas/auth';
import { useSyncExternalStore } from 'react';
import { storage, tabStorage } from './storage';

/**
 * The signed-in user as the browser remembers it (localStorage key `user`, role and display
 * name, as the spec says; the account's id beside it, `user.account`). Only a hint for what to
 * show: the server session decides what anyone may do.
 */
export interface StoredUser {
  role: UserRole;
  displayName: string | null;
  /**
   * The account's id: what this device keeps for the person (the desk's scans waiting for a
   * connection) is theirs alone. Null in a user stored before it was kept, until the server
   * next says who is signed in.
   */
  id: string | null;
}

const KEY = 'user';
/** Kept apart, so the spec's `user` holds what it names and nothing more. */
const ID_KEY = 'user.account';
const CHANGED = 'library:user-changed';

function parse(raw: string | null, id: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    if (!value || !USER_ROLES.includes(value.role as UserRole)) return null;
    return { role: value.role as UserRole, displayName: value.displayName ?? null, id };
  } catch {
    return null;
  }
}

let cachedRaw: string | null = null;
let cachedId: string | null = null;
let cached: StoredUser | null = null;

export function readStoredUser(): StoredUser | null {
  const raw = storage.get(KEY);
  const id = storage.get(ID_KEY);
  if (raw !== cachedRaw || id !== cachedId) {
    cachedRaw = raw;
    cachedId = id;
    cached = parse(raw, id);
  }
  return cached;
}

export function storeUser(user: StoredUser): void {
  storage.set(KEY, JSON.stringify({ role: user.role, displayName: user.displayName }));
  if (user.id) storage.set(ID_KEY, user.id);
  else storage.remove(ID_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

export function clearStoredUser(): void {
  storage.remove(KEY);
  storage.remove(ID_KEY);
  // What this tab kept of the signed-in person's work goes with them.
  tabStorage.clear();
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored user, re-rendering when it changes (in this tab or another). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readStoredUser, () => null);
}
