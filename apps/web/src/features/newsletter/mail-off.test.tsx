import type { Language } from '@app/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServer } from '../../lib/testing/fake-server';
import { NewsletterSection } from './components/newsletter-section';
import { NewsletterTab } from './staff/newsletter-tab';

afterEach(cleanup);

/** Words that say a message went out (each language's "sent" and "inbox"). */
const CLAIMS_SENT = /sent you|inbox|එවා ඇත|එන ලිපි|அனுப்பியுள்ளோம்|அஞ்சல் பெட்டி/;

async function signUp(language: Language, confirmByMail: boolean) {
  renderWithServer(<NewsletterSection />, {
    language,
    answer: (path) => {
      if (path === 'newsletter.subscribe') return { subscribed: true, confirmByMail };
      throw new Error(`unexpected ${path}`);
    },
  });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'reader@example.lk' } });
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  return waitFor(() => {
    const toast = screen
      .getAllByRole('status')
      .find((node) => node.textContent && node.textContent.length > 20);
    expect(toast).toBeTruthy();
    return toast!.textContent!;
  });
}

describe('the newsletter sign-up without mail on the server', () => {
  it.each<Language>(['en', 'si', 'ta'])(
    'says the sign-up is kept and claims no e-mail was sent (%s)',
    async (language) => {
      const told = await signUp(language, false);
      expect(told).not.toMatch(CLAIMS_SENT);
      expect(told).toMatch(/saved|සුරැකිණි|சேமிக்கப்பட்டது/);
    },
  );

  it('with mail on, asks the reader to look for the e-mail', async () => {
    expect(await signUp('en', true)).toMatch(/inbox/);
  });
});

describe('the staff newsletter tab without mail', () => {
  it.each<Language>(['en', 'si', 'ta'])(
    'says mail is off and how to turn it on (%s)',
    async (language) => {
      renderWithServer(<NewsletterTab />, {
        language,
        answer: (path) => {
          if (path === 'newsletter.status') {
            return {
              mailConfigured: false,
              mailFrom: null,
              unsentConfirmations: 2,
              confirmed: 0,
              pending: 2,
              unsubscribed: 0,
            };
          }
          return { items: [], total: 0, limit: 25, offset: 0 };
        },
      });
      const status = await screen.findByTestId('mail-status');
      expect(status.textContent).toContain('SMTP_URL');
      expect(status.textContent).toContain('MAIL_FROM');
      expect(status.textContent).toContain('.env');
      // No button offers to send what cannot be sent.
      expect(screen.queryByRole('button', { name: /send/i })).toBeNull();
    },
  );
});
