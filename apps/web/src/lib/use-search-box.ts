import { useCallback, useEffect, useRef, useState } from 'react';

const PAUSE_MS = 300;

export interface SearchBox {
  /** What the box shows. */
  text: string;
  /** The reader typed: the search follows once typing pauses. */
  type: (text: string) => void;
  /** Enter: search for what is typed at once. */
  submit: () => void;
  /** The clear button: no search, at once. */
  clear: () => void;
}

/**
 * A search box whose search lives in the page's address. The box shows `value` (so Back and
 * a shared link fill it) and, once typing pauses or at Enter, calls `onSearch` with the text
 * (undefined when blank): starting or clearing a search is a new history entry Back can
 * undo; refining one replaces it, so Back does not step through every keystroke.
 */
export function useSearchBox(
  value: string | undefined,
  onSearch: (q: string | undefined, options: { replace: boolean }) => void,
): SearchBox {
  const [text, setText] = useState(value ?? '');
  const typing = useRef(false);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  // The address changed without typing (Back, a link): show what it says.
  useEffect(() => {
    if (!typing.current) setText(value ?? '');
  }, [value]);

  // Reads only refs: the same function every render.
  const search = useCallback((raw: string) => {
    typing.current = false;
    const { value: current, onSearch: go } = latest.current;
    const next = raw.trim() ? raw : undefined;
    if ((next?.trim() ?? '') === (current?.trim() ?? '')) return;
    go(next, { replace: Boolean(current?.trim()) && Boolean(next) });
  }, []);

  useEffect(() => {
    if (!typing.current) return;
    const timer = window.setTimeout(() => search(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  return {
    text,
    type: (next) => {
      typing.current = true;
      setText(next);
    },
    submit: () => search(text),
    clear: () => {
      setText('');
      search('');
    },
  };
}
