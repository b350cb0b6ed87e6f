import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded by the first image this process reads or writes: some 20 MB of
 * resident memory (its libraries and what they set up) that a process answering only lists
 * and searches never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
