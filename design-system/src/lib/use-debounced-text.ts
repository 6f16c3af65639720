// A text filter typed into a field and written to the URL only after a pause (the HR and admin
// request lists), so the list is asked once per word instead of once per key. A change from
// outside (clear filters, Back) replaces what is in the field; our own write (the trimmed text)
// leaves the typing alone.
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useDebouncedText(committed: string, commit: (value: string) => void, delay = SEARCH_DELAY_MS) {
  const [text, setText] = useState(committed);
  const [previous, setPrevious] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (committed !== previous) {
    setPrevious(committed);
    if (committed !== text.trim()) setText(committed);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), delay);
  };
  return [text, onChange] as const;
}
