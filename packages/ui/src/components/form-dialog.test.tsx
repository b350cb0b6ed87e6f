import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      eyebrow="புத்தகத் தொகுப்பு"
      title="நூலைச் சேர்"
      submitLabel="நூலைச் சேர்"
      cancelLabel="ரத்துசெய்"
      closeLabel="மூடு"
      pending={false}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <input aria-label="Title" data-autofocus />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('is a form named by its title, with the app’s words on Cancel and submit', () => {
    const { onSubmit, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'நூலைச் சேர்', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'நூலைச் சேர்', hidden: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'ரத்துசெய்', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'மூடு', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps submit off while blocked, pointing at the text that says why', () => {
    renderDialog({ submitBlockedBy: 'why' });
    const submit = screen.getByRole('button', { name: 'நூலைச் சேர்', hidden: true });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe('why');
  });
});
