import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobView } from '../../../lib/jobs';
import { refusal, renderWithServer, type Call } from '../../../lib/testing/fake-server';
import type { ImportCandidate } from './import-choices';
import { ImportPanel } from './import-panel';

afterEach(cleanup);

const JOB_ID = '5d1e9a3c-7b2f-4c68-8e41-93a0f6b2c7d5';

const book = (id: string, title: string): ImportCandidate => ({
  id,
  source: 'gutenberg',
  title,
  authors: ['Someone'],
  genre: 'fiction',
  fileFormat: 'EPUB',
  fileUrl: `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
  language: 'English',
  category: null,
  coverUrl: null,
  downloadCount: 100,
  inLibrary: false,
});
const books = [
  book('1342', 'Pride and Prejudice'),
  book('2701', 'Moby Dick'),
  book('98', 'A Tale'),
];

type Result = { id: string; status: 'imported' | 'already' | 'failed' };
const importJob = (state: JobView['state'], results: Result[], total = 3): JobView => {
  const n = (status: Result['status']) => results.filter((r) => r.status === status).length;
  return {
    id: JOB_ID,
    kind: 'ebooks.import-bulk',
    state,
    done: results.length,
    total,
    attempts: 1,
    subjectId: null,
    result:
      results.length === 0
        ? null
        : { imported: n('imported'), skipped: n('already'), failed: n('failed'), results },
    errorCode: null,
    createdAt: '2026-11-26T04:30:00.000Z',
    finishedAt: state === 'completed' ? '2026-11-26T04:30:05.000Z' : null,
  };
};

/** The e-books tab as far as the panel sees it: the address holds the job followed. */
function Tab({ initialJob }: { initialJob?: string }) {
  const [jobId, setJobId] = useState(initialJob);
  return (
    <>
      <output data-testid="address">{jobId ?? 'none'}</output>
      <ImportPanel jobId={jobId} onJob={setJobId} />
    </>
  );
}

const called = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

async function searchAndSelectAll() {
  fireEvent.change(screen.getByLabelText('Search the catalogue'), { target: { value: 'sea' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('list', { name: 'Search results' });
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
}

describe('the bulk import of a selection', () => {
  it('queues one job with the whole selection and follows it to its outcome', async () => {
    const answers = [
      importJob('active', [{ id: '1342', status: 'imported' }]),
      importJob('completed', [
        { id: '1342', status: 'imported' },
        { id: '2701', status: 'already' },
        { id: '98', status: 'failed' },
      ]),
    ];
    const { calls } = renderWithServer(<Tab />, {
      answer: (path) => {
        if (path === 'ebooks.importSearch') return { results: books };
        if (path === 'ebooks.importBulkJob') return importJob('queued', []);
        if (path === 'jobs.get') return answers.length > 1 ? answers.shift() : answers[0];
        if (path === 'ebooks.listAll' || path === 'dashboard.stats') return null;
        throw refusal('NOT_FOUND');
      },
    });
    await searchAndSelectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Import Selected (3)' }));

    const job = await screen.findByTestId('import-job');
    await waitFor(() => expect(within(job).getByText('1 of 3 imported')).toBeTruthy());
    expect(screen.getByTestId('address').textContent).toBe(JOB_ID);
    expect(within(job).getByRole('progressbar').getAttribute('value')).toBe('1');
    const sent = called(calls, 'ebooks.importBulkJob');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.input as { books: ImportCandidate[] }).books.map((b) => b.id)).toEqual([
      '1342',
      '2701',
      '98',
    ]);

    await waitFor(() => expect(within(job).getByText('3 of 3 imported')).toBeTruthy(), {
      timeout: 3000,
    });
    const outcome = within(job).getByRole('list', { name: 'Import outcome' });
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Imported: 1', 'Already in the library: 1', 'Not imported: 1']);
    // Each book's status, as before; a failure keeps the results to try again.
    const rows = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(
      rows.map((row) => within(row).queryByText(/^(Imported|Already|Not imported)/)?.textContent),
    ).toEqual(['Imported', 'Already in the library', 'Not imported']);
    await waitFor(() => expect(screen.getAllByText('Bulk import completed')).toHaveLength(2));

    // A settled job is not asked about again; Close forgets it.
    const asks = called(calls, 'jobs.get').length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(called(calls, 'jobs.get')).toHaveLength(asks);
    fireEvent.click(within(job).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('import-job')).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('none');
  });

  it('after a reload, shows the outcome of the job the address names, without announcing it again', async () => {
    renderWithServer(<Tab initialJob={JOB_ID} />, {
      answer: (path) => {
        if (path === 'jobs.get') {
          return importJob(
            'completed',
            [
              { id: '1342', status: 'imported' },
              { id: '2701', status: 'imported' },
            ],
            2,
          );
        }
        throw refusal('NOT_FOUND');
      },
    });
    const job = await screen.findByTestId('import-job');
    await waitFor(() => expect(within(job).getByText('2 of 2 imported')).toBeTruthy());
    expect(within(job).getByText('Imported: 2')).toBeTruthy();
    expect(job.getAttribute('data-state')).toBe('completed');
    // The heading only: no toast for an ending this page did not see.
    expect(screen.getAllByText('Bulk import completed')).toHaveLength(1);
  });

  it('drops a job the server does not show from the address', async () => {
    renderWithServer(<Tab initialJob={JOB_ID} />, {
      answer: () => {
        throw refusal('NOT_FOUND');
      },
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('none'));
    expect(screen.queryByTestId('import-job')).toBeNull();
  });

  it('follows again the import still running when the address lost it (another tab)', async () => {
    const { calls } = renderWithServer(<Tab />, {
      answer: (path) => {
        if (path === 'jobs.list') {
          return [
            importJob('active', [{ id: '1342', status: 'imported' }]),
            { ...importJob('completed', []), id: '0b7c2a4e-1d3f-4a5b-9c6d-7e8f9a0b1c2d' },
          ];
        }
        if (path === 'jobs.get') return importJob('active', [{ id: '1342', status: 'imported' }]);
        throw refusal('NOT_FOUND');
      },
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(JOB_ID));
    const job = await screen.findByTestId('import-job');
    await waitFor(() => expect(within(job).getByText('1 of 3 imported')).toBeTruthy());
    expect(called(calls, 'jobs.list')[0]!.input).toEqual({ kinds: ['ebooks.import-bulk'] });
  });

  it('does not bring back a finished import the address no longer names', async () => {
    renderWithServer(<Tab />, {
      answer: (path) => {
        if (path === 'jobs.list')
          return [importJob('completed', [{ id: '1342', status: 'imported' }])];
        throw refusal('NOT_FOUND');
      },
    });
    await screen.findByRole('button', { name: 'Search' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('address').textContent).toBe('none');
    expect(screen.queryByTestId('import-job')).toBeNull();
  });

  it('refuses a selection larger than one job may carry, in words', async () => {
    const many = Array.from({ length: 101 }, (_, i) => book(String(10_000 + i), `Book ${i}`));
    const { calls } = renderWithServer(<Tab />, {
      answer: (path) => {
        if (path === 'ebooks.importSearch') return { results: many };
        throw refusal('NOT_FOUND');
      },
    });
    await searchAndSelectAll();
    const button = screen.getByRole('button', { name: 'Import Selected (101)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'At most 100 books can be imported at once. Deselect some to go on.',
    );
    expect(called(calls, 'ebooks.importBulkJob')).toHaveLength(0);
  });
});
