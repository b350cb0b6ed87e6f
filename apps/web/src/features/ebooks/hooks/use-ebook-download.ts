import { trpc } from '../../../lib/trpc';

/** Hands a same-origin file to the browser's download manager under the given name. */
function saveAs(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The download button: asks the server for the address and readable filename (which also counts
 * the download), then starts the file download. Spec §8: a failure is only logged.
 */
export function useEbookDownload() {
  const utils = trpc.useUtils();
  const mutation = trpc.ebooks.download.useMutation({
    onSuccess: ({ downloadUrl, filename }) => {
      saveAs(downloadUrl, filename);
      // Download counts on the cards are now one behind; refresh them when next shown.
      void utils.ebooks.invalidate(undefined, { refetchType: 'none' });
    },
    onError: (error) => {
      console.error('E-book download failed', error);
    },
  });
  return {
    download: (id: number) => mutation.mutate({ id }),
    downloading: mutation.isPending,
  };
}
