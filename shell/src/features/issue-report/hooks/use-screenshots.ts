// The screenshots of a report (staff-area.md §5 "Bug report", §9): PNG, JPEG or WEBP only, at
// most 8; any other file is silently ignored. Files are read as data URLs, which serve as the
// thumbnail and as the payload's `tartalom`.
import { useCallback, useState } from 'react';
import { ISSUE_MAX_IMAGES, ISSUE_MAX_IMAGE_BYTES } from '@tavollet/contract/api/issue-report';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';

export interface Screenshot {
  id: string;
  fajlnev: string;
  mime: (typeof ISSUE_IMAGE_TYPES)[number];
  tartalom: string;
}

const isAllowed = (file: File): file is File & { type: Screenshot['mime'] } =>
  (ISSUE_IMAGE_TYPES as readonly string[]).includes(file.type);

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

let nextId = 0;

/** Clipboard images have a generic name ("image.png"); number them so the list tells them apart. */
const nameOf = (file: File) => file.name || `kep-${nextId + 1}.${file.type.split('/')[1]}`;

export function useScreenshots() {
  const [images, setImages] = useState<Screenshot[]>([]);
  /** Names of images refused for their size (shown to the user; other refusals are silent). */
  const [tooLarge, setTooLarge] = useState<string[]>([]);

  const add = useCallback(async (files: Iterable<File>) => {
    const candidates = [...files].filter(isAllowed);
    const big = candidates.filter((f) => f.size > ISSUE_MAX_IMAGE_BYTES).map((f) => f.name);
    const fitting = candidates.filter((f) => f.size <= ISSUE_MAX_IMAGE_BYTES);
    const read = await Promise.all(
      fitting.map(async (file) => ({ id: `kep-${++nextId}`, fajlnev: nameOf(file), mime: file.type, tartalom: await readDataUrl(file) })),
    );
    setTooLarge(big);
    setImages((current) => [...current, ...read].slice(0, ISSUE_MAX_IMAGES));
  }, []);

  const remove = useCallback((id: string) => setImages((current) => current.filter((i) => i.id !== id)), []);
  const clear = useCallback(() => {
    setImages([]);
    setTooLarge([]);
  }, []);

  return { images, tooLarge, add, remove, clear };
}
