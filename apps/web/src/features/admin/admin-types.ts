import type { AppRouter } from '@app/api-contract';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

// Wire shapes come from the routers, so the dashboard follows the contract without copies.
export type AdminBook = Outputs['books']['list'][number];
export type AdminEvent = Outputs['events']['list'][number];
export type AdminEbook = Outputs['ebooks']['listAll'][number];
export type AdminStats = Outputs['dashboard']['stats'];
export type AdminBranch = Outputs['branches']['list'][number];
export type ImportCandidate = Outputs['ebooks']['importSearch']['results'][number];
export type ImportSearchInput = Inputs['ebooks']['importSearch'];
