/**
 * A QR drawing as an image source. The server draws the SVG; as an <img> it can never run
 * script or touch the page, which injecting it as markup could.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
