import type { Language } from '@app/i18n';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobView } from '../../../lib/jobs';
import { refusal, renderWithServer } from '../../../lib/testing/fake-server';
import { keepSavedScan, type SavedScan } from './saved-scan';
import { useProcessScan } from './use-process-scan';
import { SavedBanner } from './saved-banner';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const reading = (done: number, total: number, state: JobView['state'] = 'active'): JobView => ({
  id: '0b9a4f6e-3c1d-4e57-9a55-2f0c8d1e7b21',
  kind: 'inventory.read-cover',
  state,
  done,
  total,
  attempts: 1,
  subjectId: '41',
  result: null,
  errorCode: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  finishedAt: state === 'completed' ? '2026-11-26T04:30:09.000Z' : null,
});

const photoScan = (job: JobView): SavedScan => ({
  copy: {
    id: 41,
    title: 'Untitled (awaiting review)',
    author: null,
    sku: 'JPL-U20261126-001',
    copyNumber: 1,
    lookupSource: null,
    lookupReason: null,
    job,
  },
  scanType: 'image',
});

/** The scanner's column as a reload leaves it: the banner from what the tab kept. */
function Scanner() {
  const scan = useProcessScan({ onSaved: () => {} });
  return <SavedBanner saved={scan.saved} />;
}

const jobCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === 'jobs.get').length;

describe('the saved banner of a photo scan', () => {
  it.each<[Language, number, number, string]>([
    ['en', 3, 5, 'Reading the cover: 3 of 5 photos read…'],
    ['en', 0, 1, 'Reading the cover: 0 of 1 photo read…'],
    ['si', 3, 5, 'කවරය කියවමින්: ඡායාරූප 5 න් 3 ක් කියවා ඇත…'],
    ['ta', 3, 5, 'அட்டை வாசிக்கப்படுகிறது: 5 படங்களில் 3 வாசித்தாயிற்று…'],
    ['ta', 0, 1, 'அட்டை வாசிக்கப்படுகிறது: 1 படத்தில் 0 வாசித்தாயிற்று…'],
  ])(
    'shows the reading as a progress bar and in words (%s, %i of %i)',
    async (language, done, total, words) => {
      renderWithServer(<SavedBanner saved={photoScan(reading(done, total))} />, {
        language,
        answer: () => reading(done, total),
      });
      expect(screen.getByText(words)).toBeTruthy();
      const bar = screen.getByRole('progressbar');
      expect(bar.getAttribute('value')).toBe(String(done));
      expect(bar.getAttribute('max')).toBe(String(total));
    },
  );

  it('after a reload, shows the kept copy and follows its reading until the fields fill in', async () => {
    keepSavedScan(photoScan(reading(0, 1, 'queued')));
    let asked = 0;
    const { calls } = renderWithServer(<Scanner />, {
      answer: (path) => {
        if (path === 'jobs.get') return ++asked < 2 ? reading(0, 1) : reading(1, 1, 'completed');
        if (path === 'inventory.get')
          return { id: 41, title: 'திருக்குறள்', author: 'திருவள்ளுவர்', sku: 'JPL-U20261126-001' };
        throw refusal('NOT_FOUND');
      },
    });
    // At once, from the tab's storage; then as the server tells.
    expect(screen.getByTestId('saved-title').textContent).toBe('Untitled (awaiting review)');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('saved-title').textContent).toBe('திருக்குறள்'), {
      timeout: 4000,
    });
    expect(screen.getByTestId('saved-author').textContent).toContain('திருவள்ளுவர்');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // A finished reading is not asked about again.
    const asks = jobCalls(calls);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(jobCalls(calls)).toBe(asks);
  });

  it('shows a kept copy whose reading the server no longer knows without a reading, and stops asking', async () => {
    keepSavedScan(photoScan(reading(0, 2, 'queued')));
    const { calls } = renderWithServer(<Scanner />, {
      answer: () => {
        throw refusal('NOT_FOUND');
      },
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('saved-sku').textContent).toBe('JPL-U20261126-001');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(jobCalls(calls)).toBe(1);
  });
});
