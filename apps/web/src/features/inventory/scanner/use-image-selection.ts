import { useCallback, useEffect, useState } from 'react';

/** A photo the librarian picked, with an object URL for its thumbnail. */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

export interface ImageSelection {
  images: PickedImage[];
  /** Adds photos; refuses the whole pick (returns false) if it would exceed `max`. */
  add: (files: File[]) => boolean;
  remove: (id: string) => void;
  clear: () => void;
}

/**
 * The photos waiting to be read. Picks add up rather than replace, because a phone's camera
 * returns one photo per pick and a cover, back and title page are often wanted together.
 * Every thumbnail URL is revoked when its photo leaves the list or the screen closes.
 */
export function useImageSelection(max: number): ImageSelection {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [liveUrls] = useState(() => new Set<string>());

  useEffect(
    () => () => {
      for (const url of liveUrls) URL.revokeObjectURL(url);
      liveUrls.clear();
    },
    [liveUrls],
  );

  const revoke = useCallback(
    (url: string) => {
      URL.revokeObjectURL(url);
      liveUrls.delete(url);
    },
    [liveUrls],
  );

  const add = useCallback(
    (files: File[]) => {
      if (images.length + files.length > max) return false;
      const picked = files.map((file) => {
        const url = URL.createObjectURL(file);
        liveUrls.add(url);
        return { id: url, file, url };
      });
      setImages((current) => [...current, ...picked]);
      return true;
    },
    [images.length, liveUrls, max],
  );

  const remove = useCallback(
    (id: string) => {
      const target = images.find((image) => image.id === id);
      if (target) revoke(target.url);
      setImages((current) => current.filter((image) => image.id !== id));
    },
    [images, revoke],
  );

  const clear = useCallback(() => {
    for (const image of images) revoke(image.url);
    setImages([]);
  }, [images, revoke]);

  return { images, add, remove, clear };
}

/** A photo as a base64 data URL, the form the scan call takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error(`Could not read ${file.name}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
