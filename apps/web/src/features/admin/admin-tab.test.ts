import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_TAB, isAdminTab, visibleAdminTabs } from './admin-tab';

describe('dashboard tabs', () => {
  it('are books (the default), e-books, events, inventory and overview for a librarian', () => {
    expect(DEFAULT_ADMIN_TAB).toBe('books');
    expect(visibleAdminTabs(false)).toEqual(['books', 'ebooks', 'events', 'inventory', 'overview']);
  });

  it('add the staff accounts for a super admin', () => {
    expect(visibleAdminTabs(true)).toContain('staff');
  });

  it('accept only their own names from the URL', () => {
    expect(isAdminTab('events')).toBe(true);
    expect(isAdminTab('EVENTS')).toBe(false);
    expect(isAdminTab(['events'])).toBe(false);
  });
});
