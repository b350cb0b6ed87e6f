import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { buttonStyles } from './button.css';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('is disabled and aria-busy while loading, and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled when idle', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the caller class next to the recipe classes', () => {
    render(
      <Button variant="destructive" size="lg" className="extra">
        Delete
      </Button>,
    );
    const className = screen.getByRole('button').className;
    expect(className).toContain('extra');
    expect(className).toContain(buttonStyles({ variant: 'destructive', size: 'lg' }));
  });

  it('gives each variant and size its own classes, for links too', () => {
    const looks = (['primary', 'secondary', 'ghost', 'destructive', 'accent'] as const).map((v) =>
      buttonStyles({ variant: v }),
    );
    expect(new Set(looks).size).toBe(5);
    expect(buttonStyles({ size: 'sm' })).not.toBe(buttonStyles({ size: 'lg' }));
    expect(buttonStyles({ fullWidth: true })).not.toBe(buttonStyles());
  });
});
