import { startStocktakeInput, stocktakeScanInput } from '@app/api-contract/schemas/stocktake';
import { procedureRoute, type RestRoute } from './route';
import { idParams } from './wire';

/** The docs' examples: a stocktake of the main library, and a seeded copy scanned in it. */
const EXAMPLE_STOCKTAKE = { branchId: 'JPL' };
const EXAMPLE_STOCKTAKE_ID = 1;
const EXAMPLE_SCAN = {
  code: 'JPL-9780141439518-001',
  clientScanId: '2f1e7c52-8a43-4b6e-9d0a-5c3f1b2a9e10',
};
const scanBody = stocktakeScanInput.omit({ id: true });

/** Stocktakes (decision 0045): a branch's shelves counted by scanning. */
export const stocktakeRoutes: RestRoute[] = [
  procedureRoute({
    method: 'POST',
    path: '/api/stocktakes',
    procedure: 'stocktake.create',
    body: startStocktakeInput,
    input: ({ body }) => body,
    status: 201,
    docs: {
      summary: 'Start a stocktake of a branch’s shelves (staff)',
      description:
        'Every shelf of `branchId`, or those from `callNumberFrom` to `callNumberTo` (both ' +
        'inclusive, ignoring case; the upper end counts as a prefix, so to `823` covers ' +
        '`823.8 DIC`). Scan the copies with `POST /api/stocktakes/{id}/scans` and read what it ' +
        'found with `GET /api/stocktakes/{id}`. 400 `BRANCH_NOT_FOUND` for a branch that does ' +
        'not exist or is closed.',
      errors: ['BRANCH_NOT_FOUND'],
      example: { body: EXAMPLE_STOCKTAKE, status: 201 },
    },
  }),
  procedureRoute({
    method: 'POST',
    path: '/api/stocktakes/{id}/scans',
    procedure: 'stocktake.recordScan',
    params: idParams,
    body: scanBody,
    input: ({ params, body }) => ({ ...body, id: params.id }),
    docs: {
      summary: 'Record a code read at the shelves, and say what it is (staff)',
      description:
        '`code` is a copy’s SKU (its Code 128 barcode, or typed) or its label’s QR code (the ' +
        'copy’s page). The answer’s `verdict`: `seen` (a copy of this branch), `wrongBranch`, ' +
        '`onLoan` (on the shelf though lent: returned without a return scan) or `unknown` (no ' +
        'copy has the code); `again` when the copy was scanned before in this stocktake. ' +
        '`clientScanId` is the device’s id for the scan: sent again (a lost answer, a scan kept ' +
        'offline), it answers the first with `replayed: true` and counts once. 409 ' +
        '`STOCKTAKE_CLOSED` when the stocktake is finished.',
      errors: ['NOT_FOUND', 'STOCKTAKE_CLOSED'],
      example: { params: { id: EXAMPLE_STOCKTAKE_ID }, body: EXAMPLE_SCAN },
    },
  }),
  procedureRoute({
    method: 'GET',
    path: '/api/stocktakes/{id}',
    procedure: 'stocktake.byId',
    params: idParams,
    input: ({ params }) => params,
    docs: {
      summary: 'What a stocktake found so far (staff)',
      description:
        'The copies scanned (`seen`, each once), the branch’s shelf copies in range nobody ' +
        'scanned (`missing`), copies of another branch (`wrongBranch`), lent copies found on ' +
        'the shelf (`onLoan`) and the codes no copy has (`unknown`). Each list has its `count` ' +
        'and at most its first 500 `items`.',
      errors: ['NOT_FOUND'],
      example: { params: { id: EXAMPLE_STOCKTAKE_ID } },
    },
  }),
];
