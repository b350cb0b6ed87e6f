import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintSheet, sheetsOf, type PrintSheetWords } from './print-sheet';

afterEach(cleanup);

const words: PrintSheetWords = {
  title: 'Copy labels',
  instructions: 'Print at 100%',
  none: 'Nothing chosen',
  print: 'Print',
  preparing: 'Preparing…',
  retry: 'Try again',
  summary: (count, sheets) => `${count} on ${sheets}`,
  sheet: (number, total) => `Sheet ${number} of ${total}`,
};

const items = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Copy ${i + 1}` }));

function sheet(props: Partial<Parameters<typeof PrintSheet<(typeof items)[number]>>[0]> = {}) {
  return render(
    <PrintSheet
      words={words}
      requested={items.map((item) => item.id)}
      perSheet={2}
      items={items}
      failure={null}
      onRetry={() => undefined}
      gridClassName="grid"
      itemClassName="item"
      skeleton={<span>skeleton</span>}
      renderItem={(item) => item.name}
      {...props}
    />,
  );
}

describe('the print sheet', () => {
  it('groups items into sheets of the given size, the last one partly filled', () => {
    expect(sheetsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sheetsOf([], 24)).toEqual([]);
  });

  it('prints one section per sheet, each named, with the count in the toolbar', () => {
    sheet();
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Sheet 1 of 3', 'Sheet 2 of 3', 'Sheet 3 of 3']);
    expect(screen.getByRole('status').textContent).toBe('5 on 3');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      items.map((item) => item.name),
    );
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a sheet of skeletons while loading, and nothing to print yet', () => {
    sheet({ items: undefined });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByText('skeleton')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });

  it('says where to choose items when none were asked for', () => {
    sheet({ requested: [], items: undefined });
    expect(screen.getByText('Nothing chosen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('offers a retry when the items could not be loaded', () => {
    sheet({ items: undefined, failure: 'The labels could not be prepared.' });
    expect(screen.getByRole('alert').textContent).toContain('The labels could not be prepared.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
