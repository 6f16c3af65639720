// A calendar subscription (docs/architecture.md "Calendar feeds"): a button opening a dialog with
// the person's secret feed address, a copy button and "Új cím", which replaces the address after a
// confirmation in the same dialog. `area` picks the feed: `user` the person's own, `leaders` and
// `hr` the school's. The address is read only when the dialog opens, so no screen's first load
// waits for it. Shared by the teacher's, the leaders' and HR's homes, hence here with its texts in
// `common`.
import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarFeedAnswer } from '@tavollet/contract/api/calendar-feed';
import { apiRequest, failureMessage } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import styles from './CalendarFeed.module.css';

export type CalendarFeedArea = 'user' | 'leaders' | 'hr';

/** GET /api/<area>/calendar-feed: the address (the gateway creates it on the first look). */
export const calendarFeedQuery = (area: CalendarFeedArea) =>
  queryOptions({
    queryKey: queryKeys.calendarFeed(area),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/${area}/calendar-feed`, { schema: CalendarFeedAnswer, signal })).url,
    // It changes only by "Új cím" here, which puts the new one in the cache.
    staleTime: Infinity,
  });

/** POST /api/<area>/calendar-feed/regenerate: a new address; the old one stops at once. */
function useRegenerate(area: CalendarFeedArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', `/${area}/calendar-feed/regenerate`, { schema: CalendarFeedAnswer })).url,
    onSuccess: (url) => client.setQueryData(queryKeys.calendarFeed(area), url),
  });
}

type Copy = 'idle' | 'copied' | 'manual';

/** Clipboard API where the page may use it; else the old copy command on the selected text. */
async function copyText(input: HTMLInputElement): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(input.value);
      return true;
    }
  } catch {
    // refused (no permission, not a secure page): try the selection below
  }
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export interface CalendarFeedProps {
  /** Whose feed: `user` the person's own, `leaders` or `hr` the school's (by the area's call). */
  area: CalendarFeedArea;
  /** Class of the button's wrapper, for the page's layout. */
  className?: string;
}

export function CalendarFeed({ area, className }: CalendarFeedProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <div className={clsx(styles.launcher, className)}>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t(area === 'user' ? 'calendarFeed.open' : 'calendarFeed.openSchool')}
      </Button>
      {open && <FeedDialog area={area} onClose={() => setOpen(false)} />}
    </div>
  );
}

function FeedDialog({ area, onClose }: { area: CalendarFeedArea; onClose: () => void }) {
  const { t } = useTranslation('common');
  const address = useQuery(calendarFeedQuery(area));
  const regenerate = useRegenerate(area);
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const statusId = useId();
  // "Új cím" disappears while its question is asked (which takes the focus) and comes back after
  // it: the focus comes back with it.
  useEffect(() => {
    if (!confirming && asked.current) regenerateRef.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);
  const school = area !== 'user';

  const onCopy = async () => {
    if (!inputRef.current) return;
    setCopy((await copyText(inputRef.current)) ? 'copied' : 'manual');
  };
  const onRegenerate = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopy('idle');
      },
    });
  };

  // Null for an ended session: the shell takes over.
  const loadFailure = address.error ? failureMessage(address.error, t('calendarFeed.failed')) : null;
  const regenerateFailure = regenerate.error
    ? failureMessage(regenerate.error, t('calendarFeed.regenerateFailed'))
    : null;
  let body;
  if (address.data !== undefined) {
    body = (
      <>
        <div className={styles.addressRow}>
          <TextField
            ref={inputRef}
            label={t('calendarFeed.address')}
            hint={t('calendarFeed.secret')}
            value={address.data}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            className={styles.address}
            aria-describedby={statusId}
          />
          <Button variant="primary" onClick={() => void onCopy()} className={styles.copy}>
            {t('calendarFeed.copy')}
          </Button>
        </div>
        <p id={statusId} role="status" className={styles.status}>
          {copy === 'copied' && t('calendarFeed.copied')}
          {copy === 'manual' && t('calendarFeed.copyManual')}
          {copy === 'idle' && regenerate.isSuccess && t('calendarFeed.regenerated')}
        </p>
        <h3 className={styles.howTo}>{t('calendarFeed.howTo')}</h3>
        <ul className={styles.steps}>
          <li>{t('calendarFeed.outlook')}</li>
          <li>{t('calendarFeed.google')}</li>
          <li>{t('calendarFeed.ios')}</li>
        </ul>
        <p className={styles.note}>{t('calendarFeed.refresh')}</p>
        {confirming && (
          <RegenerateQuestion
            busy={regenerate.isPending}
            onConfirm={onRegenerate}
            onCancel={() => setConfirming(false)}
          />
        )}
        {regenerateFailure && <Alert tone="error">{regenerateFailure}</Alert>}
      </>
    );
  } else if (loadFailure) {
    body = (
      <Alert
        tone="error"
        actions={
          <Button size="sm" onClick={() => void address.refetch()} loading={address.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {loadFailure}
      </Alert>
    );
  } else body = <Spinner showLabel label={t('calendarFeed.loading')} />;

  return (
    <Dialog open onOpenChange={(next) => !next && !regenerate.isPending && onClose()} maxWidth={640}>
      <Dialog.Title>{t(school ? 'calendarFeed.titleSchool' : 'calendarFeed.titleOwn')}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.content}>
          <p>{t(school ? 'calendarFeed.introSchool' : 'calendarFeed.introOwn')}</p>
          {body}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        {address.data !== undefined && !confirming && (
          <Button ref={regenerateRef} onClick={() => setConfirming(true)}>
            {t('calendarFeed.regenerate')}
          </Button>
        )}
        <Button onClick={onClose} disabled={regenerate.isPending}>
          {t('close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}

/** "Új cím" asked in the dialog itself (a second modal over the first would trap the focus twice). */
function RegenerateQuestion(props: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  // On "Mégse", so Enter right after the question never confirms by accident.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Alert
      tone="warning"
      role="none"
      actions={
        <>
          <Button variant="danger" size="sm" loading={props.busy} onClick={props.onConfirm}>
            {t('calendarFeed.regenerateConfirm')}
          </Button>
          <Button ref={cancelRef} size="sm" disabled={props.busy} onClick={props.onCancel}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      {t('calendarFeed.regenerateQuestion')}
    </Alert>
  );
}
