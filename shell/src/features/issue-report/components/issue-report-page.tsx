// `/app/hiba-jelentes` (staff-area.md §2, §4 "Bug report form", §5, §8): type, subject,
// description, critical (bugs only: switching to a suggestion clears it), screenshots, and a
// button that clears the whole form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Checkbox } from '@tavollet/design-system/components/Checkbox/Checkbox';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { ISSUE_MAX_DESCRIPTION, ISSUE_MAX_SUBJECT } from '@tavollet/contract/api/issue-report';
import type { IssueType } from '@tavollet/contract/codes';
import { onApiError } from '@tavollet/contract/client/http';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import formStyles from '../../../components/form.module.css';
import { useReportIssue } from '../api/report-issue.ts';
import { useScreenshots } from '../hooks/use-screenshots.ts';
import { ScreenshotPicker } from './screenshot-picker.tsx';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

interface Fields {
  bejelentes_tipus: IssueType;
  targy: string;
  leiras: string;
  kritikus: boolean;
}
const EMPTY: Fields = { bejelentes_tipus: 'hiba', targy: '', leiras: '', kritikus: false };

export function IssueReportPage() {
  const { t } = useTranslation('shell');
  const [fields, setFields] = useState(EMPTY);
  const screenshots = useScreenshots();
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = useReportIssue();

  const clearForm = () => {
    setFields(EMPTY);
    screenshots.clear();
    setMissing(false);
    setResult(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const targy = fields.targy.trim();
    const leiras = fields.leiras.trim();
    setResult(null);
    setMissing(!targy || !leiras);
    if (!targy || !leiras) return;
    const body = {
      bejelentes_tipus: fields.bejelentes_tipus,
      targy,
      leiras,
      kritikus: fields.bejelentes_tipus === 'hiba' && fields.kritikus,
      kepek: screenshots.images.map(({ fajlnev, mime, tartalom }) => ({ fajlnev, mime, tartalom })),
    };
    report.mutate(body, {
      onSuccess: (message) => {
        clearForm();
        setResult({ tone: 'success', text: message || t('issueReport.done') });
      },
      onError: onApiError(t('issueReport.failed'), (text) => setResult({ tone: 'error', text })),
    });
  };

  return (
    <section className={formStyles.page}>
      <PageTitle className={formStyles.pageTitle}>{t('issueReport.title')}</PageTitle>
      <p>{t('issueReport.intro')}</p>
      <FormStack onSubmit={submit} noValidate>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        {missing && <Alert tone="error">{t('issueReport.required')}</Alert>}
        <Select
          label={t('issueReport.type')}
          name="bejelentes_tipus"
          value={fields.bejelentes_tipus}
          options={[
            { value: 'hiba', label: t('issueReport.typeBug') },
            { value: 'fejlesztes', label: t('issueReport.typeSuggestion') },
          ]}
          onChange={(e) => {
            const tipus = e.target.value as IssueType;
            // §4: switching to a suggestion clears the critical flag.
            setFields((f) => ({ ...f, bejelentes_tipus: tipus, kritikus: tipus === 'hiba' && f.kritikus }));
          }}
        />
        <TextField
          label={t('issueReport.subject')}
          name="targy"
          required
          maxLength={ISSUE_MAX_SUBJECT}
          value={fields.targy}
          error={missing && !fields.targy.trim() ? t('validation.required') : undefined}
          onChange={(e) => setFields((f) => ({ ...f, targy: e.target.value }))}
        />
        <TextArea
          label={t('issueReport.description')}
          name="leiras"
          required
          rows={6}
          maxLength={ISSUE_MAX_DESCRIPTION}
          value={fields.leiras}
          error={missing && !fields.leiras.trim() ? t('validation.required') : undefined}
          onChange={(e) => setFields((f) => ({ ...f, leiras: e.target.value }))}
        />
        {fields.bejelentes_tipus === 'hiba' && (
          <Checkbox
            label={t('issueReport.critical')}
            name="kritikus"
            checked={fields.kritikus}
            onChange={(e) => setFields((f) => ({ ...f, kritikus: e.target.checked }))}
          />
        )}
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
