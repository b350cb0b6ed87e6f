import {
  createMemberCategory,
  deleteMemberCategory,
  listMemberCategories,
  updateMemberCategory,
} from '@app/db';
import { actorOf } from '../audit';
import { memberAudit } from '../members/audit';
import { deletedCategory, savedCategory } from '../members/refusals';
import {
  createMemberCategoryInput,
  deletedCategoryOutput,
  memberCategoriesOutput,
  memberCategoryIdInput,
  memberCategoryOutput,
  updateMemberCategoryInput,
} from '../schemas/members';
import { noInput } from '../schemas/shapes';
import { router, staffProcedure, superAdminProcedure } from '../trpc';

/**
 * The member categories and their lending rules: every librarian reads them (the desk's form,
 * the rules screen); super admins, who set the library's rules, add, change and delete them.
 */
export const memberCategoriesRouter = router({
  /** The categories in the library's order, with how many members each has. */
  categories: staffProcedure
    .input(noInput)
    .output(memberCategoriesOutput)
    .query(({ ctx }) => listMemberCategories(ctx.db)),

  createCategory: superAdminProcedure
    .input(createMemberCategoryInput)
    .output(memberCategoryOutput)
    .mutation(async ({ ctx, input }) => {
      const fields = {
        id: input.id,
        name: input.name,
        nameTa: input.nameTa ?? null,
        nameSi: input.nameSi ?? null,
        maxLoans: input.maxLoans ?? null,
        loanPeriodDays: input.loanPeriodDays ?? null,
        maxRenewals: input.maxRenewals ?? null,
        maxHolds: input.maxHolds ?? null,
        finePerDay: input.finePerDay ?? null,
      };
      const result = await createMemberCategory(ctx.db, fields, {
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: memberAudit.category,
      });
      return savedCategory(result, input.id);
    }),

  /** Changes the fields sent; a rule sent as null becomes the library's. */
  updateCategory: superAdminProcedure
    .input(updateMemberCategoryInput)
    .output(memberCategoryOutput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      const result = await updateMemberCategory(ctx.db, id, changes, {
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: memberAudit.category,
      });
      return savedCategory(result, id);
    }),

  /** Deletes a category nobody is in; never the one new members are put in. */
  deleteCategory: superAdminProcedure
    .input(memberCategoryIdInput)
    .output(deletedCategoryOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await deleteMemberCategory(ctx.db, input.id, {
        actor: actorOf(ctx.user),
        now: ctx.now(),
        audit: memberAudit.category,
      });
      return deletedCategory(result, input.id);
    }),
});
