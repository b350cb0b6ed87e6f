/**
 * The main library's published contact details (the same as the seeded JPL branch) and its
 * opening hours. The spec states the hours in two inconsistent ways; both are shown, as the
 * lending library's and the reading rooms' hours (docs/decisions/0011-home-page-choices.md).
 */
export const CONTACT = {
  phone: '+94 21 222 6028',
  phoneHref: 'tel:+94212226028',
  email: 'info@jaffnalibrary.lk',
  /** A maps search rather than fixed coordinates, so any maps app can take over on a phone. */
  mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    'Jaffna Public Library, Jaffna, Sri Lanka',
  )}`,
};

/**
 * Where to find the library online. These are searches on each network, not guessed page
 * addresses; replace them with the library's own pages once the librarians confirm them.
 */
export const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/search/top?q=Jaffna%20Public%20Library',
    icon: 'facebook',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/results?search_query=Jaffna+Public+Library',
    icon: 'youtube',
  },
  { name: 'X', href: 'https://x.com/search?q=%22Jaffna%20Public%20Library%22', icon: 'x' },
] as const;

export type DayGroup = 'weekdays' | 'saturday' | 'sunday';
export interface OpeningHours {
  days: DayGroup;
  /** 24-hour 'HH:MM'; both absent when closed that day. */
  open?: string;
  close?: string;
}

/** Reading (a) of the spec: Mon–Fri 9–8, Saturday 9–5, Sunday closed. */
export const LENDING_HOURS: OpeningHours[] = [
  { days: 'weekdays', open: '09:00', close: '20:00' },
  { days: 'saturday', open: '09:00', close: '17:00' },
  { days: 'sunday' },
];

/** Reading (b) of the spec: weekdays 8–8, Saturday 9–6, Sunday 10–4. */
export const READING_ROOM_HOURS: OpeningHours[] = [
  { days: 'weekdays', open: '08:00', close: '20:00' },
  { days: 'saturday', open: '09:00', close: '18:00' },
  { days: 'sunday', open: '10:00', close: '16:00' },
];

/**
 * '17:30' on a 12-hour clock: { hour: '5', minute: '30', pm: true }. The words around it
 * (AM, ප.ව., பி.ப.) come from the translations (`time.am` / `time.pm`): browsers do not all
 * carry Sinhala and Tamil clock formats.
 */
export function clockParts(value: string): { hour: string; minute: string; pm: boolean } {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return {
    hour: String(hours % 12 || 12),
    minute: String(minutes).padStart(2, '0'),
    pm: hours >= 12,
  };
}
