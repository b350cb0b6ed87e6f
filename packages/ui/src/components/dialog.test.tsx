import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogBody, DialogFooter, DialogHeader } from './dialog';

function Example({ onClose, onSubmit }: { onClose: () => void; onSubmit?: () => void }) {
  return (
    <Dialog
      labelledBy="h"
      onClose={onClose}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit();
            }
          : undefined
      }
    >
      <DialogHeader headingId="h" title="Add Book" closeLabel="Close" onClose={onClose} />
      <DialogBody>
        <input aria-label="Title" data-autofocus />
      </DialogBody>
      <DialogFooter>
        <button type="submit">Save</button>
      </DialogFooter>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its heading and focuses the marked field', () => {
    render(<Example onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Book', hidden: true })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  });

  it('routes Escape (the cancel event) and the close button through onClose', () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is a form when given onSubmit, so the submit button submits it', () => {
    const onSubmit = vi.fn();
    render(<Example onClose={() => {}} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('returns focus to the element that opened it', () => {
    const { rerender } = render(<button>Open</button>);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(
      <>
        <button>Open</button>
        <Example onClose={() => {}} />
      </>,
    );
    expect(document.activeElement).not.toBe(opener);
    rerender(<button>Open</button>);
    expect(document.activeElement).toBe(opener);
  });
});
