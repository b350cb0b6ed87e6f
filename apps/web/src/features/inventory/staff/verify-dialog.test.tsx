import { CORRECTABLE_FIELDS } from '@app/api-contract/inventory/fields';
import { LANGUAGES } from '@app/i18n';
import { createI18n, resources } from '@app/i18n/resources';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { observable } from '@trpc/server/observable';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, trpc } from '../../../lib/trpc';
import type { InventoryActions } from './use-inventory-actions';
import type { ReviewableCopy } from '../copy';
import { VerifyDialog } from './verify-dialog';

afterEach(cleanup);

const copy: ReviewableCopy = {
  id: 7,
  title: 'திருக்குறள்',
  author: 'திருவள்ளுவர்',
  isbn: '9788123456789',
  category: 'Poetry',
  description: 'Couplets on virtue, wealth and love.',
  publisher: null,
  publicationYear: 1950,
  language: 'ta',
  callNumber: '894.811 THI',
  imageUrls: [],
  metadata: {},
};

// The dialog asks for the full record (OCR text); here that request never answers.
const silentClient = trpc.createClient({ links: [() => () => observable(() => {})] });
const actions = { verify: { mutate: () => {}, isPending: false } } as unknown as InventoryActions;

describe('the review dialog', () => {
  it.each(LANGUAGES)('offers every correctable field with its label in %s', (language) => {
    const queryClient = createQueryClient();
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <trpc.Provider client={silentClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <VerifyDialog copy={copy} language={language} actions={actions} onClose={() => {}} />
          </QueryClientProvider>
        </trpc.Provider>
      </I18nextProvider>,
    );
    for (const field of CORRECTABLE_FIELDS) {
      const label = resources[language].inventory.fields[field];
      expect(label.trim(), `${language} fields.${field}`).not.toBe('');
      const control = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
      expect(control.value, field).toBe(copy[field] === null ? '' : String(copy[field]));
    }
  });
});
