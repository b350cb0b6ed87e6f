import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_TAB, isDashboardTab, visibleDashboardTabs } from './dashboard-tab';

describe('dashboard tabs', () => {
  it('are books (the default), e-books, events, inventory, members, loans, overview, reports, newsletter and their own API tokens for a librarian', () => {
    expect(DEFAULT_DASHBOARD_TAB).toBe('books');
    expect(visibleDashboardTabs(false)).toEqual([
      'books',
      'ebooks',
      'events',
      'inventory',
      'members',
      'loans',
      'overview',
      'reports',
      'newsletter',
      'tokens',
    ]);
  });

  it('add the staff accounts, the audit trail and webhooks for a super admin', () => {
    expect(visibleDashboardTabs(true)).toContain('staff');
    expect(visibleDashboardTabs(true)).toContain('audit');
    expect(visibleDashboardTabs(true)).toContain('webhooks');
    expect(visibleDashboardTabs(false)).not.toContain('audit');
    expect(visibleDashboardTabs(false)).not.toContain('webhooks');
  });

  it('accept only their own names from the URL', () => {
    expect(isDashboardTab('events')).toBe(true);
    expect(isDashboardTab('EVENTS')).toBe(false);
    expect(isDashboardTab(['events'])).toBe(false);
  });
});
