import path from 'node:path';
import { e2eEnv } from './env';

// Shared by the workers: written once by the global setup, then only read, but for the desk's
// video, which the lending test rewrites (one file, so one worker at a time).
const dir = path.join(e2eEnv.dataDir, 'media');

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
