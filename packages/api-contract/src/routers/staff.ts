import {
  countActiveSuperAdmins,
  findUserById,
  insertUser,
  listStaff,
  setUserActive,
  setUserPasswordHash,
} from '@app/db';
import { audited } from '../audit';
import { appError } from '../errors';
import { pageOf } from '../schemas/paging';
import {
  createStaffInput,
  listStaffInput,
  resetStaffPasswordInput,
  setStaffActiveInput,
  staffAccountOutput,
  staffPageOutput,
} from '../schemas/staff';
import { staffAudit } from '../staff/audit';
import { router, superAdminProcedure } from '../trpc';
import { successOutput } from '../schemas/shapes';

const publicFields = <T extends { passwordHash?: string }>({ passwordHash: _omit, ...rest }: T) =>
  rest;

export const staffRouter = router({
  /** A page of the staff accounts, active ones first, then by name. */
  list: superAdminProcedure
    .input(listStaffInput)
    .output(staffPageOutput)
    .query(async ({ ctx, input }) => pageOf(await listStaff(ctx.db, input), input)),

  create: superAdminProcedure
    .input(createStaffInput)
    .output(staffAccountOutput)
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await ctx.services.auth.hashPassword(input.password);
      return audited(ctx, async (trx) => {
        const user = await insertUser(trx, {
          email: input.email,
          displayName: input.displayName,
          role: input.role,
          passwordHash,
        });
        if (!user) throw appError('EMAIL_TAKEN', 'A user with that e-mail already exists');
        return { result: publicFields(user), audit: staffAudit.created(user) };
      });
    }),

  /** Deactivating ends the person's sessions at once; the last active super admin stays. */
  setActive: superAdminProcedure
    .input(setStaffActiveInput)
    .output(staffAccountOutput)
    .mutation(async ({ ctx, input }) => {
      const target = await findUserById(ctx.db, input.id);
      if (!target || target.role === 'patron') throw appError('NOT_FOUND', 'No such staff member');
      if (
        !input.isActive &&
        target.role === 'super_admin' &&
        target.isActive &&
        (await countActiveSuperAdmins(ctx.db)) <= 1
      ) {
        throw appError('LAST_SUPER_ADMIN', 'The last active super admin cannot be deactivated');
      }
      return audited(ctx, async (trx) => {
        const user = await setUserActive(trx, input.id, input.isActive);
        if (!user) throw appError('NOT_FOUND', 'No such staff member');
        return { result: publicFields(user), audit: staffAudit.activeSet(target, user) };
      });
    }),

  /** Sets a new password and ends every session of that person. */
  resetPassword: superAdminProcedure
    .input(resetStaffPasswordInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      const target = await findUserById(ctx.db, input.id);
      if (!target || target.role === 'patron') throw appError('NOT_FOUND', 'No such staff member');
      const passwordHash = await ctx.services.auth.hashPassword(input.password);
      return audited(ctx, async (trx) => {
        const user = await setUserPasswordHash(trx, input.id, passwordHash);
        if (!user) throw appError('NOT_FOUND', 'No such staff member');
        return { result: { success: true as const }, audit: staffAudit.passwordReset(user) };
      });
    }),
});
