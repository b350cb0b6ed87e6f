import type { RecordStocktakeScanOutcome, StartStocktakeOutcome } from '@app/db';
import { appError } from '../errors';

/** The stocktake started, or the app error that says why not. */
export function startedStocktake(result: StartStocktakeOutcome) {
  if (result.outcome === 'started') return result.stocktake;
  throw appError('BRANCH_NOT_FOUND', 'No such branch');
}

/** The scan as acknowledged, or the app error that says why it was not recorded. */
export function recordedScan(result: RecordStocktakeScanOutcome) {
  if (result.outcome !== 'refused') {
    return { ...result.scan, replayed: result.outcome === 'replayed' };
  }
  switch (result.reason) {
    case 'NOT_FOUND':
      throw appError('NOT_FOUND', 'No such stocktake');
    case 'STOCKTAKE_CLOSED':
      throw appError('STOCKTAKE_CLOSED', 'The stocktake is closed');
  }
}
