import {
  DEFAULT_CATEGORY,
  UNKNOWN_AUTHOR,
  UNKNOWN_TITLE,
} from '@app/api-contract/schemas/inventory';
import { useTranslation } from 'react-i18next';

/**
 * What a scan records when nothing better is known ('Unknown Title', 'Unknown Author', the
 * 'General' shelf; spec §3) is kept in English, as the spec and the API say it; screens show
 * it in the reader's language. Anything else is the book's own text and shows as it is.
 */
export function useDefaultText() {
  const { t } = useTranslation('common');
  return {
    title: (value: string): string =>
      value === UNKNOWN_TITLE ? t('defaults.unknownTitle') : value,
    author: <T extends string | null | undefined>(value: T): T | string =>
      value === UNKNOWN_AUTHOR ? t('defaults.unknownAuthor') : value,
    category: <T extends string | null | undefined>(value: T): T | string =>
      value === DEFAULT_CATEGORY ? t('defaults.general') : value,
  };
}
