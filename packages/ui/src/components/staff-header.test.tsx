import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffHeader } from './staff-header';

describe('StaffHeader', () => {
  it('is the page banner with the screen’s name as its heading, the welcome line and actions', () => {
    render(
      <StaffHeader
        mark={<svg aria-hidden="true" />}
        title="நூலகக் கட்டுப்பாட்டுப் பலகை"
        subtitle="வணக்கம், Nimal Perera"
        language={<select aria-label="Language" />}
        actions={<button type="button">Log out</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('நூலகக் கட்டுப்பாட்டுப் பலகை');
    expect(banner.textContent).toContain('வணக்கம், Nimal Perera');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('leaves out the welcome line and the switcher when there are none', () => {
    const { container } = render(<StaffHeader mark={null} title="Book Scanner" actions={null} />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
