import { ebookUploadOutput } from '@app/api-contract/schemas/ebooks';
import { MAX_ROW_ID } from '@app/api-contract/schemas/ids';
import { z } from 'zod';
import type { EbookFiles } from '../ebooks/files/files';
import { handlerRoute, type RestRoute } from './route';

/** E-book files: read from this site, and uploaded by staff (spec §7). */
export function ebookFilesRoutes({ files }: { files: EbookFiles }): RestRoute[] {
  return [
    handlerRoute({
      method: 'GET',
      path: '/api/ebooks/{id}/file',
      access: 'public',
      status: 200,
      // Anything but a number is simply no e-book (404), as for a file that is gone.
      params: z.object({ id: z.string().max(20) }),
      query: z.object({ download: z.enum(['1', 'true', '0', 'false']).optional() }),
      handler: ({ params, query }, request, reply) => {
        const number = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
        const id = number <= MAX_ROW_ID ? number : 0;
        const asAttachment = query.download === '1' || query.download === 'true';
        return files.serveEbookFile(id, asAttachment, request, reply);
      },
      docs: {
        summary: "An active e-book's file, from this site",
        description:
          'Remote files are fetched once from Project Gutenberg, the Internet Archive, Open ' +
          'Library or Project Madurai and kept. Byte ranges and ETag; `download=1` names the ' +
          'file after its title (`filename*`, Tamil and Sinhala kept).',
        produces: 'application/octet-stream',
        errors: ['NOT_FOUND', 'EBOOK_FILE_UNAVAILABLE', 'RATE_LIMITED'],
      },
    }),
    handlerRoute({
      method: 'POST',
      path: '/api/ebooks/files',
      access: 'staff',
      status: 201,
      multipart: { maxBytes: files.maxUploadBytes },
      handler: (_parts, request, reply) => files.upload(request, reply),
      response: ebookUploadOutput,
      docs: {
        summary: 'Upload an EPUB, PDF or UTF-8 text file (multipart `file`)',
        description: 'Checked by its content, not its name; stored under its content hash.',
        errors: ['EBOOK_FILE_REQUIRED', 'EBOOK_FILE_TYPE', 'EBOOK_FILE_TOO_LARGE'],
      },
    }),
    handlerRoute({
      method: 'GET',
      path: '/api/ebooks/files/{name}',
      access: 'public',
      status: 200,
      params: z.object({ name: z.string().max(200) }),
      handler: ({ params }, request, reply) => files.serveUpload(params.name, request, reply),
      docs: {
        summary: 'An uploaded e-book file (cached for a year: names are content hashes)',
        produces: 'application/octet-stream',
        errors: ['NOT_FOUND'],
      },
    }),
  ];
}
