// `/app/hiba-jelentes` (staff-area.md §2, §4 "Bug report form", §5, §8): type, subject,
// description, critical (bugs only: switching to a suggestion clears it), screenshots, and a
// button that clears the whole form. react-hook-form checks the fields with the contract's
// ReportIssueBody before sending; the screenshots keep their own state (hooks/use-screenshots.ts).
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Checkbox } from '@tavollet/design-system/components/Checkbox/Checkbox';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { ISSUE_MAX_DESCRIPTION, ISSUE_MAX_SUBJECT, ReportIssueBody } from '@tavollet/contract/api/issue-report';
import { onApiError } from '@tavollet/contract/client/http';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import formStyles from '../../../components/form.module.css';
import { useReportIssue } from '../api/report-issue.ts';
import { useScreenshots } from '../hooks/use-screenshots.ts';
import { ScreenshotPicker } from './screenshot-picker.tsx';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

/** The body as typed; the screenshots (`kepek`) are added when it is sent. */
type Fields = z.input<typeof ReportIssueBody>;
const EMPTY: Fields = { bejelentes_tipus: 'hiba', targy: '', leiras: '', kritikus: false };

export function IssueReportPage() {
  const { t } = useTranslation('shell');
  const { register, handleSubmit, reset, setValue, control, formState } = useForm<
    Fields,
    unknown,
    z.output<typeof ReportIssueBody>
  >({
    resolver: zodResolver(ReportIssueBody),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const tipus = useWatch({ control, name: 'bejelentes_tipus' });
  const screenshots = useScreenshots();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = useReportIssue();
  // The field's maxLength keeps the texts short: only a missing subject or description is refused.
  // After a send the fields are checked as they change, so the banner goes once both are filled.
  const missing = Boolean(formState.errors.targy || formState.errors.leiras);
  /** §5: a missing field says "Kötelező mező."; the schema's own text for anything else. */
  const fieldError = (error: FieldError | undefined) =>
    error && (error.type === 'too_small' ? t('validation.required') : error.message);

  const clearForm = () => {
    reset(EMPTY);
    screenshots.clear();
    setResult(null);
  };

  const send = handleSubmit((body) => {
    const kepek = screenshots.images.map(({ fajlnev, mime, tartalom }) => ({ fajlnev, mime, tartalom }));
    report.mutate(
      { ...body, kepek },
      {
        onSuccess: (message) => {
          clearForm();
          setResult({ tone: 'success', text: message || t('issueReport.done') });
        },
        onError: onApiError(t('issueReport.failed'), (text) => setResult({ tone: 'error', text })),
      },
    );
  });

  return (
    <section className={formStyles.page}>
      <PageTitle className={formStyles.pageTitle}>{t('issueReport.title')}</PageTitle>
      <p>{t('issueReport.intro')}</p>
      <FormStack
        onSubmit={(event) => {
          setResult(null);
          void send(event);
        }}
        noValidate
      >
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        {missing && <Alert tone="error">{t('issueReport.required')}</Alert>}
        <Select
          label={t('issueReport.type')}
          options={[
            { value: 'hiba', label: t('issueReport.typeBug') },
            { value: 'fejlesztes', label: t('issueReport.typeSuggestion') },
          ]}
          {...register('bejelentes_tipus', {
            // §4: switching to a suggestion clears the critical flag.
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value !== 'hiba') setValue('kritikus', false);
            },
          })}
        />
        <TextField
          label={t('issueReport.subject')}
          required
          maxLength={ISSUE_MAX_SUBJECT}
          error={fieldError(formState.errors.targy)}
          {...register('targy')}
        />
        <TextArea
          label={t('issueReport.description')}
          required
          rows={6}
          maxLength={ISSUE_MAX_DESCRIPTION}
          error={fieldError(formState.errors.leiras)}
          {...register('leiras')}
        />
        {tipus === 'hiba' && <Checkbox label={t('issueReport.critical')} {...register('kritikus')} />}
        <ScreenshotPicker
          images={screenshots.images}
          refusals={screenshots.refusals}
          onAdd={screenshots.add}
          onRemove={screenshots.remove}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={report.isPending}>
            {t('issueReport.submit')}
          </Button>
          <Button variant="secondary" onClick={clearForm} disabled={report.isPending}>
            {t('issueReport.clear')}
          </Button>
        </FormActions>
      </FormStack>
    </section>
  );
}
