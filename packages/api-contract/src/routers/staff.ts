import {
  countActiveSuperAdmins,
  findUserById,
  insertUser,
  listStaff,
  setUserActive,
  setUserPasswordHash,
} from '@app/db';
import { appError } from '../errors';
import { pageOf } from '../schemas/paging';
import {
  createStaffInput,
  listStaffInput,
  resetStaffPasswordInput,
  setStaffActiveInput,
} from '../schemas/staff';
import { router, superAdminProcedure } from '../trpc';

const publicFields = <T extends { passwordHash?: string }>({ passwordHash: _omit, ...rest }: T) =>
  rest;

export const staffRouter = router({
  /** A page of the staff accounts, active ones first, then by name. */
  list: superAdminProcedure
    .input(listStaffInput)
    .query(async ({ ctx, input }) => pageOf(await listStaff(ctx.db, input), input)),

  create: superAdminProcedure.input(createStaffInput).mutation(async ({ ctx, input }) => {
    const passwordHash = await ctx.services.auth.hashPassword(input.password);
    const user = await insertUser(ctx.db, {
      email: input.email,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
    });
    if (!user) throw appError('EMAIL_TAKEN', 'A user with that e-mail already exists');
    return publicFields(user);
  }),

  /** Deactivating ends the person's sessions at once; the last active super admin stays. */
  setActive: superAdminProcedure.input(setStaffActiveInput).mutation(async ({ ctx, input }) => {
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
    const user = await setUserActive(ctx.db, input.id, input.isActive);
    if (!user) throw appError('NOT_FOUND', 'No such staff member');
    return publicFields(user);
  }),

  /** Sets a new password and ends every session of that person. */
  resetPassword: superAdminProcedure
    .input(resetStaffPasswordInput)
    .mutation(async ({ ctx, input }) => {
      const target = await findUserById(ctx.db, input.id);
      if (!target || target.role === 'patron') throw appError('NOT_FOUND', 'No such staff member');
      const user = await setUserPasswordHash(
        ctx.db,
        input.id,
        await ctx.services.auth.hashPassword(input.password),
      );
      if (!user) throw appError('NOT_FOUND', 'No such staff member');
      return { success: true as const };
    }),
});
