import { usePrefersReducedMotion } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_KEYS, QUOTE_ROTATION_MS } from '../constants';
import { useRotation } from '../hooks/use-rotation';
import * as styles from './hero-quotes.css';

/**
 * Eight quotations on learning, one at a time, turning every 5 seconds and wrapping round; the
 * dots jump to any of them. A pause button stops the turning (WCAG 2.2.2), as does a system
 * preference for reduced motion. Every quote is laid in the same grid cell, so the box is as
 * tall as the longest and nothing below it moves when the quote changes.
 */
export function HeroQuotes() {
  const { t } = useTranslation('home');
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const running = !paused && !reduced;
  const { index, goTo } = useRotation(QUOTE_KEYS.length, QUOTE_ROTATION_MS, running);

  return (
    <section className={styles.quotes} aria-label={t('hero.quotesLabel')}>
      <div className={styles.stack} aria-live={running ? 'off' : 'polite'}>
        {QUOTE_KEYS.map((key, i) => (
          <figure
            key={key}
            className={i === index ? styles.quote.active : styles.quote.idle}
            aria-hidden={i === index ? undefined : true}
            data-testid={i === index ? 'active-quote' : undefined}
          >
            <blockquote className={styles.text}>
              <p>{t(`quotes.${key}.text`)}</p>
            </blockquote>
            <figcaption className={styles.author}>{t(`quotes.${key}.author`)}</figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        {!reduced && (
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {paused ? (
                <path d="M4 2l10 6-10 6z" fill="currentColor" />
              ) : (
                <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
              )}
            </svg>
            <span className={styles.pauseLabel}>{paused ? t('hero.play') : t('hero.pause')}</span>
          </button>
        )}
        <ul className={styles.dots}>
          {QUOTE_KEYS.map((key, i) => (
            <li key={key}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('hero.quoteDot', { number: i + 1, total: QUOTE_KEYS.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
