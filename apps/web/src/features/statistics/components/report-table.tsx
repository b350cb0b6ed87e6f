import type { RouterOutputs } from '@app/api-contract';
import type { Language } from '@app/i18n';
import { Table } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { branchName } from '../../../lib/branch-names';
import { libraryDay } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { countFormat } from '../report-format';
import * as styles from './time-chart.css';

type Report = RouterOutputs['reports']['report'];
type Cell = Report['rows'][number][string];

const DATE_COLUMNS = new Set(['lastLent', 'added', 'oldestDue']);

/** Words of the data (a language, a genre, a scan method) in the reader's language. */
function useCellText(): (column: string, value: Cell, row: Report['rows'][number]) => string {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language as Language;
  const format = countFormat(language);
  const branches = trpc.branches.list.useQuery();
  const branch = (id: string) => {
    const found = branches.data?.find((candidate) => candidate.id === id);
    return found ? branchName(found, language) : id;
  };
  const word = (group: 'parts' | 'genres' | 'by' | 'metrics', key: string) =>
    i18n.exists(`reports:${group}.${key}`) ? t(`${group}.${key}` as 'parts.Tamil') : key;
  return (column, value, row) => {
    if (value === null) return DATE_COLUMNS.has(column) ? t('reports.never') : '';
    if (typeof value === 'number') return format(value);
    if (DATE_COLUMNS.has(column)) return libraryDay(value, language);
    if (column === 'branch') return branch(value);
    if (column === 'language') return word('parts', value);
    if (column === 'by') return word('by', value);
    if (column === 'key') {
      if (row.by === 'branch') return branch(value);
      return word(row.by === 'genre' ? 'genres' : 'parts', value);
    }
    if (column === 'measure') {
      const [metric = value, part] = value.split('.');
      const name = word('metrics', metric);
      return part ? `${name}: ${word('parts', part)}` : name;
    }
    return value;
  };
}

/** A named report as a table: its columns' names translated, its values in the reader's words. */
export function ReportTable({ report, caption }: { report: Report; caption: string }) {
  const { t } = useTranslation('reports');
  const text = useCellText();
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {report.columns.map((column) => (
            <th key={column} scope="col">
              {t(`columns.${column}` as 'columns.title')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row, index) => (
          <tr key={index}>
            {report.columns.map((column) => (
              <td
                key={column}
                className={typeof row[column] === 'number' ? styles.number : undefined}
              >
                {text(column, row[column] ?? null, row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
