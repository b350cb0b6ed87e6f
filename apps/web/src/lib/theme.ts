import { darkTheme, lightTheme } from '@app/ui';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * The site's colour theme: the device's preference (`prefers-color-scheme`) unless the reader
 * chose one with the header's toggle, which is remembered on this device.
 */
export type SiteTheme = 'light' | 'dark';

const KEY = 'theme';
const query = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function chosen(): SiteTheme | null {
  const value = storage.get(KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function currentTheme(): SiteTheme {
  return chosen() ?? (query()?.matches ? 'dark' : 'light');
}

/** Puts the theme's class on <html> (so portals and the body see it) and tells the browser. */
export function applyTheme(): void {
  const theme = currentTheme();
  const root = document.documentElement;
  root.classList.toggle(lightTheme, theme === 'light');
  root.classList.toggle(darkTheme, theme === 'dark');
  // The browser's own controls (scroll bars, form fields) follow; the address bar keeps the
  // brand colour of index.html's theme-color in both.
  root.style.colorScheme = theme;
  listeners.forEach((listener) => listener());
}

/** Applies the theme now and follows the device's preference while none is chosen. */
export function startTheme(): void {
  applyTheme();
  query()?.addEventListener('change', () => {
    if (!chosen()) applyTheme();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) applyTheme();
  });
}

export function chooseTheme(theme: SiteTheme): void {
  storage.set(KEY, theme);
  applyTheme();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSiteTheme(): SiteTheme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
