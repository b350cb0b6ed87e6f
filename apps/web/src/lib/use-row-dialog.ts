import { useState } from 'react';

/** The add-or-edit dialog of a staff section: whether one is open, and for which row. */
export interface RowDialog<T> {
  /** `{ row: undefined }` while adding, `{ row }` while editing, null when closed. */
  open: { row: T | undefined } | null;
  add: () => void;
  edit: (row: T) => void;
  close: () => void;
}

/**
 * A section's Add is in its address (`?add=true`, see `parseAddSearch`), so the dashboard's
 * quick actions open it from another section; an Edit carries its row and stays in memory.
 * `setAdding` writes the address (replacing the entry: opening and closing a dialog are not
 * steps for Back).
 */
export function useRowDialog<T>(adding: boolean, setAdding: (open: boolean) => void): RowDialog<T> {
  const [editing, setEditing] = useState<T | null>(null);
  return {
    open: adding ? { row: undefined } : editing ? { row: editing } : null,
    add: () => {
      setEditing(null);
      setAdding(true);
    },
    edit: setEditing,
    close: () => {
      setEditing(null);
      if (adding) setAdding(false);
    },
  };
}
