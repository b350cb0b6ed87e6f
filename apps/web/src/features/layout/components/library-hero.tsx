import { isLanguage, type Language } from '@app/i18n';
import { useTranslation } from 'react-i18next';
import * as styles from './library-hero.css';

const NAME_KEYS = { en: 'library.nameEn', ta: 'library.nameTa', si: 'library.nameSi' } as const;

/** The library's name in its three scripts; the interface language leads. */
export function LibraryHero() {
  const { t, i18n } = useTranslation();
  const lead: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const rest = (['en', 'ta', 'si'] as const).filter((lang) => lang !== lead);
  return (
    <section className={styles.hero} aria-labelledby="library-name">
      <h1 id="library-name" className={styles.lead} lang={lead}>
        {t(NAME_KEYS[lead])}
      </h1>
      <p className={styles.others}>
        {rest.map((lang) => (
          <span key={lang} lang={lang}>
            {t(NAME_KEYS[lang])}
          </span>
        ))}
      </p>
      <p className={styles.tagline}>{t('library.tagline')}</p>
    </section>
  );
}
