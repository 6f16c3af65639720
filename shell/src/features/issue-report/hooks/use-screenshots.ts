// The screenshots of a report (staff-area.md §5 "Bug report", §9): PNG, JPEG or WEBP only, at
// most 8; any other file is silently ignored. Files are read as data URLs, which serve as the
// thumbnail and as the payload's `tartalom`. The size limits are the gateway's: 5 MB per image and
// 20 MB together; a refused image gets a visible note.
import { useCallback, useRef, useState } from 'react';
import { ISSUE_MAX_IMAGES, ISSUE_MAX_IMAGE_BYTES, ISSUE_MAX_TOTAL_BYTES } from '@tavollet/contract/api/issue-report';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';

export interface Screenshot {
  id: string;
  fajlnev: string;
  mime: (typeof ISSUE_IMAGE_TYPES)[number];
  tartalom: string;
  /** Size of the image in bytes (the gateway's limits count the decoded bytes). */
  meret: number;
}

/** Why the last added images were refused: names over 5 MB, and whether the 20 MB total was hit. */
export interface Refusals {
  tooLarge: string[];
  totalTooLarge: boolean;
}

const NO_REFUSALS: Refusals = { tooLarge: [], totalTooLarge: false };

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

/** Browsers name every clipboard image "image.png" (or give no name at all). */
const isGenericName = (name: string) => !name || /^image\.[a-z]+$/i.test(name);

/** Keeps the images that still fit (count, then total size); the rest are refused. */
function fitInto(current: Screenshot[], added: Screenshot[]) {
  const images = [...current];
  let total = current.reduce((sum, i) => sum + i.meret, 0);
  let totalTooLarge = false;
  for (const image of added) {
    if (images.length >= ISSUE_MAX_IMAGES) break; // silently, like the spec's other refusals
    if (total + image.meret > ISSUE_MAX_TOTAL_BYTES) {
      totalTooLarge = true;
      continue;
    }
    images.push(image);
    total += image.meret;
  }
  return { images, totalTooLarge };
}

export function useScreenshots() {
  const [state, setState] = useState<{ images: Screenshot[]; refusals: Refusals }>({
    images: [],
    refusals: NO_REFUSALS,
  });
  /** Pasted images of this form so far, so they are numbered "képernyőkép-1.png", "-2"… */
  const pasted = useRef(0);

  const add = useCallback(async (files: Iterable<File>) => {
    const candidates = [...files].filter(isAllowed);
    const big = candidates.filter((f) => f.size > ISSUE_MAX_IMAGE_BYTES).map((f) => f.name);
    // Numbered now, before reading, so the numbers follow the order of pasting.
    const fitting = candidates
      .filter((f) => f.size <= ISSUE_MAX_IMAGE_BYTES)
      .map((file) => ({
        file,
        name: isGenericName(file.name) ? `képernyőkép-${++pasted.current}.${file.type.split('/')[1]}` : file.name,
      }));
    const read = await Promise.all(
      fitting.map(async ({ file, name }) => ({
        id: `kep-${++nextId}`,
        fajlnev: name,
        mime: file.type,
        tartalom: await readDataUrl(file),
        meret: file.size,
      })),
    );
    // One updater decides against the images of the moment, so two quick pastes cannot both fit.
    setState((current) => {
      const { images, totalTooLarge } = fitInto(current.images, read);
      return { images, refusals: { tooLarge: big, totalTooLarge } };
    });
  }, []);

  const remove = useCallback(
    (id: string) => setState((s) => ({ ...s, images: s.images.filter((i) => i.id !== id) })),
    [],
  );
  const clear = useCallback(() => {
    pasted.current = 0;
    setState({ images: [], refusals: NO_REFUSALS });
  }, []);

  return { images: state.images, refusals: state.refusals, add, remove, clear };
}
