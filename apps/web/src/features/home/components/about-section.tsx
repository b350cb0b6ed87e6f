import { Reveal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { ABOUT_HIGHLIGHTS } from '../constants';
import { formatCount } from '../../../lib/format';
import * as styles from './home-sections.css';

/** Who we are, and the four claims of spec §2: 15,000+ books, 5,000+ members, 50+ events, 3 languages. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <section id="about" className={styles.section} aria-labelledby="about-title">
      <Reveal className={styles.about}>
        <div>
          <h2 id="about-title" className={styles.heading}>
            {t('about.title')}
          </h2>
          <p className={styles.lead}>{t('about.lead')}</p>
          <p>{t('about.body')}</p>
        </div>
        <ul className={styles.highlights}>
          {ABOUT_HIGHLIGHTS.map((item) => (
            <li key={item.key} className={styles.highlight}>
              <span className={styles.highlightValue}>
                {item.key === 'languages' ? formatCount(item.value) : `${formatCount(item.value)}+`}
              </span>
              <span className={styles.highlightLabel}>{t(`about.highlights.${item.key}`)}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
