import { describe, expect, it } from 'vitest';
import { scannerKeys } from './scanner-keys';

/** Types `keys` into the page at `gap` ms apart, from `target`; answers what was scanned. */
function type(keys: string[], gap: number, target: HTMLElement = document.body) {
  const scanned: string[] = [];
  let clock = 1000;
  const handler = scannerKeys(
    (code) => scanned.push(code),
    () => clock,
  );
  const prevented: boolean[] = [];
  for (const key of keys) {
    const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });
    Object.defineProperty(event, 'target', { value: target });
    handler(event);
    prevented.push(event.defaultPrevented);
    clock += gap;
  }
  return { scanned, prevented };
}

const burst = (code: string) => [...code.split(''), 'Enter'];

describe('a USB scanner typing into the page', () => {
  it('is read as one scan when its keys come in a burst, its Enter kept from the focused button', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const { scanned, prevented } = type(burst('JPL-9780141439518-001'), 8, button);
    expect(scanned).toEqual(['JPL-9780141439518-001']);
    expect(prevented.at(-1)).toBe(true);
  });

  it('leaves a person typing alone, and their Enter to the button', () => {
    const { scanned, prevented } = type(burst('M0000026'), 120);
    expect(scanned).toEqual([]);
    expect(prevented.at(-1)).toBe(false);
  });

  it('leaves fields and dialogs their own typing, and ignores short bursts and shortcuts', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(input, dialog);
    expect(type(burst('M0000026'), 8, input).scanned).toEqual([]);
    expect(type(burst('M0000026'), 8, inside).scanned).toEqual([]);
    expect(type(burst('abc'), 8).scanned).toEqual([]);
  });

  it('starts again after a pause: a slow key before a burst is not part of the code', () => {
    const scanned: string[] = [];
    let clock = 0;
    const handler = scannerKeys(
      (code) => scanned.push(code),
      () => clock,
    );
    const press = (key: string, at: number) => {
      clock = at;
      handler(new KeyboardEvent('keydown', { key, cancelable: true }));
    };
    press('x', 0);
    ['M', '0', '0', '2', '6'].forEach((key, i) => press(key, 500 + i * 10));
    press('Enter', 560);
    expect(scanned).toEqual(['M0026']);
  });
});
