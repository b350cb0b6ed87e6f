/**
 * Web storage that never throws: private browsing, full quotas or disabled storage must not
 * break the page; the value is then simply not remembered.
 */
function safeStorage(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // Not remembered; the page still works.
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

/** localStorage: kept across visits. */
export const storage = safeStorage(() => window.localStorage);

/**
 * sessionStorage: kept for this tab only, through reloads, gone when the tab closes; for work in
 * progress on one screen (the scanner's last saved copy) rather than a preference. Signing out
 * empties it (`clearStoredUser`), so the next person at a shared desk does not see it.
 */
export const tabStorage = {
  ...safeStorage(() => window.sessionStorage),
  clear(): void {
    try {
      window.sessionStorage.clear();
    } catch {
      // Nothing to do.
    }
  },
};
