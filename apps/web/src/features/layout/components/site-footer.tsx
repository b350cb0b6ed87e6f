import { Button, VisuallyHidden } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryMark } from '../../../components/library-mark';
import {
  CONTACT,
  clockParts,
  LENDING_HOURS,
  READING_ROOM_HOURS,
  SOCIAL_LINKS,
  type OpeningHours,
} from '../site-info';
import { SectionLink } from './section-link';
import * as styles from './site-footer.css';

const NAME_KEYS = { en: 'library.nameEn', ta: 'library.nameTa', si: 'library.nameSi' } as const;

/** The library's names, the reader's language first, then the others in the usual order. */
function namesOrder(language: string): (keyof typeof NAME_KEYS)[] {
  const order = ['en', 'ta', 'si'] as const;
  const lead = order.find((lang) => lang === language) ?? 'en';
  return [lead, ...order.filter((lang) => lang !== lead)];
}

/** The site footer: names, contact, both readings of the opening hours, links, a newsletter form. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.column} aria-labelledby="footer-library">
          <h2 id="footer-library" className={styles.brand}>
            <LibraryMark size={32} />
            {/* All three names, the interface language's first (DESIGN.md). */}
            <span className={styles.names}>
              {namesOrder(i18n.language).map((lang) => (
                <span key={lang} lang={lang}>
                  {t(NAME_KEYS[lang])}
                </span>
              ))}
            </span>
          </h2>
          <p className={styles.text}>{t('footer.about')}</p>
          <h3 className={styles.heading}>{t('footer.social.title')}</h3>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon icon={link.icon} />
                  <span>{link.name}</span>
                  <VisuallyHidden> {t('footer.social.newTab')}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section id="contact" className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact.title')}
          </h2>
          <dl className={styles.contact}>
            <dt>{t('footer.contact.addressLabel')}</dt>
            <dd>
              <address className={styles.address}>{t('footer.contact.address')}</address>
              <a href={CONTACT.mapsHref} target="_blank" rel="noopener noreferrer">
                {t('footer.contact.map')}
                <VisuallyHidden> {t('footer.social.newTab')}</VisuallyHidden>
              </a>
            </dd>
            <dt>{t('footer.contact.phoneLabel')}</dt>
            <dd>
              <a href={CONTACT.phoneHref} dir="ltr">
                {CONTACT.phone}
              </a>
            </dd>
            <dt>{t('footer.contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
          </dl>
        </section>

        <section className={styles.column} aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            {t('footer.hours.title')}
          </h2>
          <HoursTable caption={t('footer.hours.lending')} hours={LENDING_HOURS} />
          <HoursTable caption={t('footer.hours.reading')} hours={READING_ROOM_HOURS} />
        </section>

        <div className={styles.column}>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {t('footer.links.title')}
            </h2>
            <ul className={styles.list}>
              <li>
                <SectionLink section="about">{t('footer.links.about')}</SectionLink>
              </li>
              <li>
                <SectionLink section="collection">{t('footer.links.collection')}</SectionLink>
              </li>
              <li>
                <SectionLink section="events">{t('footer.links.events')}</SectionLink>
              </li>
            </ul>
          </nav>
          <h2 className={styles.heading}>{t('footer.services.title')}</h2>
          {/* The spec's membership and service links lead nowhere: named, not linked. */}
          <ul className={styles.list}>
            <li>{t('footer.services.membership')}</li>
            <li>{t('footer.services.readingRooms')}</li>
            <li>{t('footer.services.children')}</li>
            <li>{t('footer.services.reference')}</li>
          </ul>
        </div>

        <FooterNewsletter />
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function HoursTable({ caption, hours }: { caption: string; hours: OpeningHours[] }) {
  const { t } = useTranslation();
  const time = (value: string) => {
    const { hour, minute, pm } = clockParts(value);
    return t(pm ? 'time.pm' : 'time.am', { hour, minute });
  };
  return (
    <table className={styles.hours}>
      <caption className={styles.hoursCaption}>{caption}</caption>
      <tbody>
        {hours.map((row) => (
          <tr key={row.days}>
            <th scope="row">{t(`footer.hours.${row.days}`)}</th>
            <td>
              {row.open && row.close ? (
                <>
                  <time dateTime={row.open}>{time(row.open)}</time>
                  {' – '}
                  <time dateTime={row.close}>{time(row.close)}</time>
                </>
              ) : (
                t('footer.hours.closed')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spec's footer form: a non-empty address only shows a thank-you; nothing is sent. */
function FooterNewsletter() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setThanked(true);
    setEmail('');
  };
  return (
    <section className={styles.column} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('footer.newsletter.title')}
      </h2>
      <p className={styles.text}>{t('footer.newsletter.text')}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {t('footer.newsletter.label')}
        </label>
        <div className={styles.formRow}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={styles.input}
            placeholder={t('footer.newsletter.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="accent" size="md">
            {t('footer.newsletter.submit')}
          </Button>
        </div>
        <p role="status" className={styles.thanks}>
          {thanked ? t('footer.newsletter.success') : ''}
        </p>
      </form>
    </section>
  );
}

function SocialIcon({ icon }: { icon: (typeof SOCIAL_LINKS)[number]['icon'] }) {
  const paths = {
    facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
    youtube:
      'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15V9l5.2 3L10 15z',
    x: 'M4 4l6.6 8.8L4.3 20h1.5l5.5-6.2 4.6 6.2H20l-6.9-9.3L19 4h-1.5l-5.1 5.7L8.2 4H4z',
  } as const;
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[icon]} fill="currentColor" />
    </svg>
  );
}
