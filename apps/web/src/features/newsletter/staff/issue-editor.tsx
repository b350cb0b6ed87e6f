import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogHeader,
  InputField,
  SegmentedControl,
  TextAreaField,
} from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import * as styles from './newsletter-tab.css';
import { useIssueActions, type IssueContent, type NewsletterIssue } from './use-newsletter-staff';

const LANGUAGES = ['en', 'ta', 'si'] as const;
type Language = (typeof LANGUAGES)[number];
type Draft = Record<Language, { subject: string; body: string }>;

function draftOf(issue: NewsletterIssue | null): Draft {
  const empty = { subject: '', body: '' };
  return {
    en: issue?.content.en ?? empty,
    ta: issue?.content.ta ?? empty,
    si: issue?.content.si ?? empty,
  };
}

/** The languages filled in, as the server takes them (an empty language is left out). */
function contentOf(draft: Draft): IssueContent {
  const content: IssueContent = {};
  for (const language of LANGUAGES) {
    const { subject, body } = draft[language];
    if (subject.trim() || body.trim()) content[language] = { subject, body };
  }
  return content;
}

/**
 * Writing an issue in one or more languages, previewing it as a subscriber would receive it,
 * sending a test to oneself and then to every confirmed subscriber. A sent issue is read-only.
 */
export function IssueEditor({
  issue,
  confirmedCount,
  onClose,
}: {
  issue: NewsletterIssue | null;
  confirmedCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('newsletter-staff');
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(issue));
  const [id, setId] = useState<number | null>(issue?.id ?? null);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('en');
  const [showPreview, setShowPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const actions = useIssueActions();
  const locked = issue !== null && issue.status !== 'draft';
  const preview = trpc.newsletter.preview.useQuery(
    { id: id ?? 0, language: previewLanguage },
    { enabled: showPreview && id !== null },
  );

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    actions.save.mutate(
      { ...(id === null ? {} : { id }), content: contentOf(draft) },
      {
        onSuccess: (saved) => {
          setId(saved.id);
          void preview.refetch();
        },
      },
    );
  };

  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      size="wide"
      onSubmit={locked ? undefined : save}
    >
      <DialogHeader
        headingId={headingId}
        title={t('editor.title')}
        closeLabel={t('editor.close')}
        onClose={onClose}
      />
      <DialogBody>
        <p className={styles.notice}>{locked ? t('editor.locked') : t('editor.hint')}</p>
        <div className={styles.languages}>
          {LANGUAGES.map((language) => {
            const name = t(`languages.${language}`);
            return (
              <fieldset
                key={language}
                className={styles.languageBlock}
                lang={language}
                disabled={locked}
              >
                <legend>{name}</legend>
                <InputField
                  label={t('editor.subject', { language: name })}
                  value={draft[language].subject}
                  maxLength={200}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      [language]: { ...draft[language], subject: event.target.value },
                    })
                  }
                />
                <TextAreaField
                  label={t('editor.body', { language: name })}
                  hint={t('editor.bodyHint')}
                  rows={6}
                  value={draft[language].body}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      [language]: { ...draft[language], body: event.target.value },
                    })
                  }
                />
              </fieldset>
            );
          })}
        </div>
        <div className={styles.actions}>
          {locked ? null : (
            <Button type="submit" loading={actions.save.isPending}>
              {t('editor.save')}
            </Button>
          )}
          <Button variant="secondary" disabled={id === null} onClick={() => setShowPreview(true)}>
            {t('editor.preview')}
          </Button>
          <Button
            variant="secondary"
            disabled={id === null}
            loading={actions.sendTest.isPending}
            onClick={() => id !== null && actions.sendTest.mutate({ id })}
          >
            {t('editor.sendTest')}
          </Button>
          {locked ? null : (
            <Button
              variant="destructive"
              disabled={id === null}
              onClick={() => setConfirming(true)}
            >
              {t('editor.send')}
            </Button>
          )}
        </div>
        {showPreview && id !== null ? (
          <section aria-live="polite">
            <SegmentedControl
              label={t('editor.previewIn')}
              value={previewLanguage}
              onChange={setPreviewLanguage}
              options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            />
            {preview.data ? (
              <div
                className={styles.preview}
                data-testid="issue-preview"
                lang={preview.data.language}
              >
                <strong>{preview.data.subject}</strong>
                {'\n\n'}
                {preview.data.text}
              </div>
            ) : null}
          </section>
        ) : null}
      </DialogBody>
      {confirming && id !== null ? (
        <ConfirmDialog
          eyebrow={t('tab')}
          title={t('editor.send')}
          message={t('editor.confirmSend', { count: confirmedCount })}
          confirmLabel={t('editor.send')}
          cancelLabel={t('editor.close')}
          closeLabel={t('editor.close')}
          pending={actions.send.isPending}
          onConfirm={() =>
            actions.send.mutate(
              { id },
              { onSuccess: onClose, onSettled: () => setConfirming(false) },
            )
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Dialog>
  );
}
