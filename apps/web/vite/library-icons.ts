import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The library's line mark (components/library-mark.tsx), as paths to draw the app icons from. */
const MARK_PATHS = [
  'M20 24a12 12 0 0 1 24 0',
  'M32 8v4',
  'M12 24h40',
  'M15 24v24M49 24v24',
  'M21 48V35a4 4 0 0 1 8 0v13M35 48V35a4 4 0 0 1 8 0v13',
  'M10 50h44',
];
/** The palmyra brown-red of the theme's `brand` token (the manifest's theme colour too). */
export const BRAND = '#7a1f2b';

/**
 * The home-screen icons, drawn at build time from the dome-and-arches mark (white on the
 * palmyra brown-red): `any` icons with rounded corners, a `maskable` one whose mark keeps
 * inside the safe zone (the launcher crops it to its own shape), and Apple's touch icon.
 */
export function libraryIcons(): Plugin {
  const svg = (size: number, { maskable }: { maskable: boolean }) => {
    const inset = maskable ? 0.2 : 0.12;
    const scale = (size * (1 - 2 * inset)) / 64;
    const corner = maskable ? 0 : size * 0.18;
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
        `<rect width="${size}" height="${size}" rx="${corner}" fill="${BRAND}"/>` +
        `<g transform="translate(${size * inset} ${size * inset}) scale(${scale})" fill="none" ` +
        `stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
        MARK_PATHS.map((d) => `<path d="${d}"/>`).join('') +
        `</g></svg>`,
    );
  };
  const icons: [file: string, size: number, maskable: boolean][] = [
    ['icons/icon-192.png', 192, false],
    ['icons/icon-512.png', 512, false],
    ['icons/icon-maskable-512.png', 512, true],
    ['icons/apple-touch-icon.png', 180, true],
  ];
  return {
    name: 'library:icons',
    apply: 'build',
    async generateBundle() {
      for (const [fileName, size, maskable] of icons) {
        const source = await sharp(svg(size, { maskable })).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
