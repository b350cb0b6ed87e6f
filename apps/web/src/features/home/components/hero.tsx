import { buttonStyles, scrollToSection } from '@app/ui';
import { isLanguage, type Language } from '@app/i18n';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARALLAX_FACTOR } from '../constants';
import heroArt from '../hero-art.svg';
import { useParallax } from '../hooks/use-parallax';
import { HeroQuotes } from './hero-quotes';
import * as styles from './hero.css';

const NAME_KEYS = { en: 'library.nameEn', ta: 'library.nameTa', si: 'library.nameSi' } as const;

/** Follows an in-page link by scrolling to its section (smoothly unless motion is reduced). */
function jumpTo(section: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToSection(section)) event.preventDefault();
  };
}

/**
 * The front door: the library's name in its three scripts (the interface language leads),
 * words on learning, and the way in to the collection, the newsletter and the library itself.
 */
export function Hero() {
  const { t, i18n } = useTranslation(['common', 'home']);
  const layer = useRef<HTMLDivElement>(null);
  useParallax(layer, PARALLAX_FACTOR);
  const lead: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const others = (['ta', 'si', 'en'] as const).filter((lang) => lang !== lead);

  return (
    <section id="home" className={styles.hero} aria-labelledby="hero-title">
      <div ref={layer} className={styles.backdrop} data-testid="hero-parallax" aria-hidden="true">
        {/* The same picture, at the same size, as the page shows before the app starts
            (index.html), so the first paint and this one match. */}
        <img className={styles.art} src={heroArt} alt="" width={1200} height={420} />
      </div>
      <div className={styles.content}>
        <h1 id="hero-title" className={styles.title} lang={lead}>
          {t(NAME_KEYS[lead])}
        </h1>
        <p className={styles.otherNames}>
          {others.map((lang) => (
            <span key={lang} lang={lang}>
              {t(NAME_KEYS[lang])}
            </span>
          ))}
        </p>
        <p className={styles.tagline}>{t('home:hero.tagline')}</p>
        <HeroQuotes />
        <div className={styles.actions}>
          <a
            href="#collection"
            className={`${buttonStyles({ variant: 'secondary', size: 'lg' })} ${styles.button}`}
            onClick={jumpTo('collection')}
          >
            {t('home:hero.explore')}
          </a>
          <a
            href="#join"
            className={`${buttonStyles({ variant: 'accent', size: 'lg' })} ${styles.button}`}
            onClick={jumpTo('join')}
          >
            {t('home:hero.join')}
          </a>
          <a
            href="#contact"
            className={`${buttonStyles({ variant: 'ghost', size: 'lg' })} ${styles.onDark} ${styles.button}`}
            onClick={jumpTo('contact')}
          >
            {t('home:hero.contact')}
          </a>
        </div>
      </div>
    </section>
  );
}
