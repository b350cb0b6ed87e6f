/** Spec §9: hero quotes rotate every 5 seconds through 8 quotes. */
export const QUOTE_ROTATION_MS = 5000;
/** The quotes, by key; en, si and ta each list them in this same order (home.json). */
export const QUOTE_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] as const;
export type QuoteKey = (typeof QUOTE_KEYS)[number];

/** Spec §9: the hero background moves at half the scroll speed. */
export const PARALLAX_FACTOR = 0.5;

/** Spec §9: counters count up in 50 steps of 30 ms once half visible. */
export const COUNTER_STEPS = 50;
export const COUNTER_STEP_MS = 30;
export const COUNTER_THRESHOLD = 0.5;

/** Spec §2: the statistics counters' targets. */
export const STATISTICS = [
  { key: 'books', target: 15000 },
  { key: 'members', target: 5000 },
  { key: 'events', target: 50 },
  { key: 'years', target: 25 },
] as const;

/** Spec §2: what the about section claims. */
export const ABOUT_HIGHLIGHTS = [
  { key: 'books', value: 15000 },
  { key: 'members', value: 5000 },
  { key: 'events', value: 50 },
  { key: 'languages', value: 3 },
] as const;
