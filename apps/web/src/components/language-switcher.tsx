import { LANGUAGES, type Language } from '@app/i18n';
import { VisuallyHidden } from '@app/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './language-switcher.css';

/** Each language is named in its own script, so a reader can find theirs whatever is shown. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.wrapper}>
      <label htmlFor={id}>
        <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
