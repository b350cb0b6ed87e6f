import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

/**
 * What each procedure takes and answers, by router key then procedure:
 * `RouterOutputs['books']['list'][number]`. The web names its wire shapes with these instead
 * of re-deriving them from the router.
 */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
