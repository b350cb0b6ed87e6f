import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from './card';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

describe('Card', () => {
  it('renders its parts with the requested heading level', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle as="h2">யாழ்ப்பாணப் பொது நூலகம்</CardTitle>
        </CardHeader>
        <CardBody>Body</CardBody>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('யாழ்ப்பாணப் பொது நூலகம்');
    expect(screen.getByTestId('card').textContent).toContain('Footer');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its size from props', () => {
    const { container } = render(<Skeleton width="12rem" height="2rem" shape="block" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.getAttribute('style')).toContain('12rem');
    expect(block.getAttribute('style')).toContain('2rem');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).not.toBeNull();
  });
});
