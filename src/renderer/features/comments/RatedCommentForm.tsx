import { Button, Callout, Card, FormGroup, H6, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateStars } from '../../components/form/RateStars';
import { reviewProblem } from './ratedReview';
import './comments.css';

/** A checked rated comment: content and at least one star. */
export interface RatedReview {
  readonly content: string;
  readonly rate: number;
}

/** Props of {@link RatedCommentForm}. */
export interface RatedCommentFormProps {
  /** Id of the content box, which its label points at. */
  readonly id: string;
  readonly testId: string;
  readonly title?: string;
  readonly submitText: string;
  readonly placeholder?: string;
  readonly busy: boolean;
  /** In a card (a tab's form) or bare (the done view's). @default true */
  readonly card?: boolean;
  /** Sends the review, trimmed; `sent` empties the form once the server took it. */
  readonly onSubmit: (review: RatedReview, sent: () => void) => void;
}

/**
 * The form of a rated comment (spec section 5): stars and content, refused before it is sent
 * without content ('form.required') or under one star ('comments.requireRate'). The customer
 * page, the user page and the order's done view use it.
 */
export function RatedCommentForm(props: RatedCommentFormProps) {
  const { id, testId, title, submitText, placeholder, busy, card = true, onSubmit } = props;
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [rate, setRate] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = reviewProblem(content, rate);
    setProblem(found);
    if (found || rate === null) return;
    onSubmit({ content: content.trim(), rate }, () => {
      setContent('');
      setRate(null);
    });
  };
  const body = (
    <>
      {title && <H6>{title}</H6>}
      {problem && (
        <Callout intent={Intent.DANGER} icon="error">
          {t(problem)}
        </Callout>
      )}
      <RateStars
        value={rate}
        onChange={(value) => {
          setRate(value);
          setProblem(null);
        }}
      />
      <FormGroup label={t('comments.content')} labelFor={id}>
        <TextArea
          id={id}
          fill
          rows={2}
          placeholder={placeholder}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setProblem(null);
          }}
        />
      </FormGroup>
      <Button intent={Intent.PRIMARY} icon="star" text={submitText} loading={busy} onClick={submit} />
    </>
  );
  return card ? (
    <Card compact className="bo-review-form" data-testid={testId}>
      {body}
    </Card>
  ) : (
    <div className="bo-review-form" data-testid={testId}>
      {body}
    </div>
  );
}
