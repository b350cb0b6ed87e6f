export { appRouter, createCaller, type AppRouter } from './root';
export {
  publicProcedure,
  staffProcedure,
  superAdminProcedure,
  router,
  type Context,
  type SessionUser,
} from './trpc';
export { appError, appCodeOf, AppErrorCause, APP_ERROR_CODES, type AppErrorCode } from './errors';
export type { Services } from './services';
