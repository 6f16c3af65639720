// An editable combobox with a filtered list (WAI-ARIA APG "Editable Combobox With List
// Autocomplete"): typing filters the options accent- and case-insensitively ("kovacs" finds
// "Kovács"), ArrowDown/ArrowUp move through the list, Enter picks, Escape closes the list (or
// clears the text when it is closed), Alt+ArrowDown opens it. Focus stays in the input; the
// active option is announced through aria-activedescendant.
import clsx from 'clsx';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldStyles, useFieldIds } from '../../internal/Field.tsx';
import styles from './Combobox.module.css';

export interface ComboboxOption {
  /** The value handed to `onValueChange`. */
  value: string;
  /** The text shown and searched. */
  label: string;
  /** A second, muted line (also searched), e.g. an id number. */
  description?: string;
}

export interface ComboboxProps {
  /** Visible label. */
  label: ReactNode;
  /** Every option; the list shows those matching the typed text. */
  options: ComboboxOption[];
  /** The chosen option's value, or null when nothing is chosen. */
  value: string | null;
  /** Called with the picked value, or null when the text is cleared. */
  onValueChange: (value: string | null) => void;
  /** Called when focus leaves the input (e.g. react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Shown under the input when no option matches (default: the common "Nincs adat"). */
  noResultsText?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid. */
  error?: ReactNode;
  /** Marks the field required (the label's star and aria-required). */
  required?: boolean;
  /** Greys the field out; it cannot be focused or changed. */
  disabled?: boolean;
  /** Most options listed at once (the rest are reached by typing more). */
  maxOptions?: number;
  /** The input's id (generated when absent); the label points at it. */
  id?: string;
  /** The input's name, for forms read by name. */
  name?: string;
  /** The input element (react-hook-form focuses it on a refused submit). */
  inputRef?: Ref<HTMLInputElement>;
  /** Class of the wrapper. */
  className?: string;
}

/** Lower case without accents: the comparison form of searched texts ("Kovács" -> "kovacs"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The options whose label or description contains every word of the query (accent-insensitive). */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => {
    const text = foldText(`${o.label} ${o.description ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}

type StateProps = Pick<ComboboxProps, 'options' | 'value' | 'onValueChange' | 'onBlur'> & {
  /** Most options listed at once. */
  maxOptions: number;
};

/** The combobox's typed text, open list and keyboard place, and the handlers that move them. */
function useComboboxState({ options, value, onValueChange, onBlur, maxOptions }: StateProps) {
  const listId = useId();
  const selected = options.find((o) => o.value === value) ?? null;
  const [query, setQuery] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // A value set from outside (a reset, a loaded form) shows its label.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setQuery(selected?.label ?? '');
  }

  // While the text equals the chosen label the whole list is offered, so a reopened list is not
  // narrowed to the one chosen name.
  const filtered = useMemo(
    () => filterOptions(options, selected && query === selected.label ? '' : query).slice(0, maxOptions),
    [options, query, selected, maxOptions],
  );
  const optionId = (i: number) => `${listId}-o${i}`;
  const expanded = open && filtered.length > 0;

  useLayoutEffect(() => {
    if (!expanded || active < 0) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(optionId(active))}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, expanded]);

  const openList = (at: number) => {
    setOpen(true);
    setActive(at);
  };
  const pick = (option: ComboboxOption) => {
    setQuery(option.label);
    setOpen(false);
    setActive(-1);
    if (option.value !== value) onValueChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(event.altKey ? -1 : 0);
        else setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList(last);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Enter':
        if (expanded && active >= 0 && filtered[active]) {
          event.preventDefault();
          pick(filtered[active]);
        }
        break;
      case 'Escape':
        if (open) {
          // Only the list closes; a surrounding dialog stays open.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.stopPropagation();
          setQuery('');
          if (value !== null) onValueChange(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onInputChange = (text: string) => {
    setQuery(text);
    openList(text.trim() ? 0 : -1);
    if (!text.trim() && value !== null) onValueChange(null);
  };

  const onInputBlur = () => {
    setOpen(false);
    setActive(-1);
    // Text that picked nothing goes back to the chosen name (or stays empty).
    setQuery(selected?.label ?? '');
    onBlur?.();
  };

  return {
    listId,
    listRef,
    query,
    open,
    active,
    filtered,
    expanded,
    optionId,
    openList,
    pick,
    onKeyDown,
    onInputChange,
    onInputBlur,
  };
}

export function Combobox({
  label,
  options,
  value,
  onValueChange,
  onBlur,
  placeholder,
  noResultsText,
  hint,
  error,
  required,
  disabled,
  maxOptions = 50,
  id,
  name,
  inputRef,
  className,
}: ComboboxProps) {
  const { t } = useTranslation('common');
  const ids = useFieldIds({ id, hint, error, required, describedBy: undefined });
  const {
    listId,
    listRef,
    query,
    open,
    active,
    filtered,
    expanded,
    optionId,
    openList,
    pick,
    onKeyDown,
    onInputChange,
    onInputBlur,
  } = useComboboxState({ options, value, onValueChange, onBlur, maxOptions });
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={clsx(styles.root, className)}
    >
      <div className={styles.wrap}>
        <input
          {...ids.control}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          placeholder={placeholder}
          disabled={disabled}
          className={clsx(fieldStyles.control, styles.input)}
          onChange={(e) => onInputChange(e.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => !open && openList(-1)}
          onBlur={onInputBlur}
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={ids.inputId}
          className={styles.list}
          hidden={!expanded}
        >
          {expanded &&
            filtered.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={option.value === value}
                className={clsx(styles.option, i === active && styles.active)}
                // Keeps focus in the input, so the blur does not close the list before the click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(option)}
              >
                <span>{option.label}</span>
                {option.description && <span className={styles.description}>{option.description}</span>}
              </li>
            ))}
        </ul>
        {open && filtered.length === 0 && query.trim() !== '' && (
          <p className={styles.noResults} role="status">
            {noResultsText ?? t('noData')}
          </p>
        )}
      </div>
    </Field>
  );
}
