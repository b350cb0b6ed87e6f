import { useTranslation } from 'react-i18next';
import { trpc } from './trpc';

/** A branch's names: English, and the Tamil and Sinhala ones where it has them. */
export interface BranchNames {
  name: string;
  nameTa: string | null;
  nameSi: string | null;
}

/** A branch's name in `language`, its English one where it has no other. */
export function branchName(branch: BranchNames, language: string): string {
  if (language === 'ta') return branch.nameTa ?? branch.name;
  if (language === 'si') return branch.nameSi ?? branch.name;
  return branch.name;
}

/**
 * For answers that name a branch in English only (a member, a loan, a copy): the name in the
 * reader's language, from the branches' list (public, small, kept by the browser), which
 * knows each branch's other names. Until the list arrives, the English name.
 */
export function useBranchName(): (englishName: string) => string {
  const { i18n } = useTranslation();
  const branches = trpc.branches.list.useQuery();
  return (englishName) => {
    const branch = branches.data?.find((candidate) => candidate.name === englishName);
    return branch ? branchName(branch, i18n.language) : englishName;
  };
}
