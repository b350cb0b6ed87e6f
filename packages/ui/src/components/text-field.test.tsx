import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its input and ties the hint to it', () => {
    render(<TextField label="Password" hint="8 to 128 characters" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const hintId = input.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('8 to 128 characters');
  });

  it('has no description without a hint', () => {
    render(<TextField label="E-mail" />);
    expect(screen.getByLabelText('E-mail').hasAttribute('aria-describedby')).toBe(false);
  });
});
