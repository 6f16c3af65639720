// The recipients picker (admin-area.md §2 "/admin/email" "Recipients picker", §4 "Recipient
// selection", §5 "Recipient search"): the group buttons Mindenki, Tanárok, Vezetők and our HR; a
// search over name and e-mail from 1 character offering at most 9 people ("Nincs találat." when
// none); the chosen people as chips with a remove button ("Nincs kiválasztott címzett." when
// nothing is chosen). The rules are in lib/recipients.ts.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_GROUPS } from '@tavollet/contract/codes';
import type { AddressItem } from '@tavollet/contract/api/admin-email';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/email.ts';
import {
  addUser,
  isEmptySelection,
  removeUser,
  searchAddresses,
  toggleGroup,
  type RecipientSelection,
} from '../lib/recipients.ts';
import shared from '../../../components/page.module.css';
import styles from './email-page.module.css';

export interface RecipientsPickerProps {
  label: string;
  value: RecipientSelection;
  onChange: (next: RecipientSelection) => void;
  catalogue: readonly AddressItem[];
  disabled?: boolean;
}

export function RecipientsPicker({ label, value, onChange, catalogue, disabled }: RecipientsPickerProps) {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState('');
  const id = useId();
  const allChosen = value.groups.includes('all');
  const matches = allChosen ? [] : searchAddresses(catalogue, query, value);
  const searching = !allChosen && query.trim().length > 0;

  const choose = (a: AddressItem) => {
    onChange(addUser(value, { email: a.email, name: a.nev }));
    setQuery('');
  };

  return (
    <fieldset className={styles.picker} disabled={disabled} aria-describedby={`${id}-chosen`}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.groupButtons} role="group" aria-label={t('email.picker.groupsLabel')}>
        {RECIPIENT_GROUPS.map((g) => (
          <Button
            key={g}
            size="sm"
            variant={value.groups.includes(g) ? 'primary' : 'secondary'}
            aria-pressed={value.groups.includes(g)}
            onClick={() => onChange(toggleGroup(value, g))}
          >
            {t(`email.groups.${g}`)}
          </Button>
        ))}
      </div>
      <TextField
        label={t('email.picker.search')}
        labelHidden
        type="search"
        placeholder={t('email.picker.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (matches[0]) choose(matches[0]);
          }
          if (e.key === 'Escape' && query) {
            e.stopPropagation();
            setQuery('');
          }
        }}
        disabled={allChosen || disabled}
        hint={allChosen ? t('email.picker.allChosen') : undefined}
        aria-controls={`${id}-matches`}
        autoComplete="off"
      />
      <div id={`${id}-matches`} aria-live="polite">
        {searching &&
          (matches.length ? (
            <ul className={styles.suggestions}>
              {matches.map((a) => (
                <li key={a.user_id}>
                  <button type="button" className={styles.suggestion} onClick={() => choose(a)}>
                    <span>{a.nev}</span> <span className={shared.muted}>{a.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={shared.muted}>{t('email.picker.noMatch')}</p>
          ))}
      </div>
      <div id={`${id}-chosen`}>
        {isEmptySelection(value) ? (
          <p className={shared.muted}>{t('email.picker.none')}</p>
        ) : (
          <ul className={styles.chips} aria-label={t('email.picker.chosen')}>
            {value.groups.map((g) => (
              <li key={g} className={styles.chip}>
                <span>{t(`email.groups.${g}`)}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('email.picker.remove', { name: t(`email.groups.${g}`) })}
                  onClick={() => onChange(toggleGroup(value, g))}
                >
                  ×
                </button>
              </li>
            ))}
            {value.users.map((u) => (
              <li key={u.email} className={styles.chip}>
                <span title={u.email}>{u.name}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('email.picker.remove', { name: u.name })}
                  onClick={() => onChange(removeUser(value, u.email))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
