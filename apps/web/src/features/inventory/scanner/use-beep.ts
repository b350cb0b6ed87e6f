import { useCallback, useEffect, useRef } from 'react';

const BEEP_SECONDS = 0.12;
const BEEP_HERTZ = 880;
const PEAK_GAIN = 0.2;

/**
 * A short tone when a copy is saved, so the librarian can keep their eyes on the book in their
 * hand. Sound is a nicety: any failure (no Web Audio, autoplay policy) is silently ignored.
 */
export function useBeep(): () => void {
  const play = useRef<() => void>(() => undefined);

  useEffect(() => {
    // One context per screen: browsers cap how many may be open, so never one per beep.
    let context: AudioContext | null = null;
    play.current = () => {
      try {
        context ??= new AudioContext();
        void context.resume().catch(() => undefined);
        const start = context.currentTime;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = BEEP_HERTZ;
        // Ramping in and out avoids the click of a square-edged tone.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + BEEP_SECONDS);
        oscillator.connect(gain).connect(context.destination);
        oscillator.onended = () => {
          oscillator.disconnect();
          gain.disconnect();
        };
        oscillator.start(start);
        oscillator.stop(start + BEEP_SECONDS);
      } catch {
        // No sound is better than a broken scan.
      }
    };
    return () => {
      play.current = () => undefined;
      void context?.close().catch(() => undefined);
      context = null;
    };
  }, []);

  return useCallback(() => play.current(), []);
}
