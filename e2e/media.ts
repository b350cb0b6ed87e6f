import path from 'node:path';

const dir = path.join(process.env.E2E_DATA_DIR ?? '/tmp/library-e2e', 'media');

/** Files the global setup writes and the scanner tests use. */
export const media = {
  dir,
  /** The fake camera's video: Twilight's ISBN, which the fake Open Library knows. */
  cameraVideo: path.join(dir, 'barcode.y4m'),
  cameraIsbn: '9780316015844',
  /** A photographed Tamil cover (no barcode), read by offline OCR. */
  coverPhoto: path.join(dir, 'cover-ta.jpg'),
  coverTitle: 'திருக்குறள்',
  coverAuthor: 'திருவள்ளுவர்',
  /**
   * The circulation desk's camera: a QR code video the lending test rewrites before each
   * read (a member card, then each copy label). Chromium opens the file afresh every time a
   * page starts the camera.
   */
  deskVideo: path.join(dir, 'desk.y4m'),
};
