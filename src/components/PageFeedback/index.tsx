/**
 * "Was this helpful?" at the end of every doc page: Yes or No, then an
 * optional reason, then thanks. One answer per page view; nothing is stored
 * in the browser, so it works with storage disabled. Each answer goes to the
 * tag manager's dataLayer when a container is on the page (data-layer.ts).
 */
import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {pushFeedback, reasonOf, REASON_MAX_LENGTH} from './data-layer';
import styles from './styles.module.css';

const REASONS: Record<'yes' | 'no', {code: string; label: string}[]> = {
  yes: [
    {code: 'solved', label: 'It solved my problem'},
    {code: 'clear', label: 'It was easy to follow'},
    {code: 'samples', label: 'The examples helped'},
  ],
  no: [
    {code: 'inaccurate', label: 'It is wrong or out of date'},
    {code: 'missing', label: 'Information or an example is missing'},
    {code: 'unclear', label: 'It is hard to follow'},
    {code: 'not-found', label: 'I did not find what I was looking for'},
  ],
};

type Step = {name: 'ask'} | {name: 'reason'; helpful: boolean} | {name: 'done'};

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const page = metadata.permalink;
  const [step, setStep] = useState<Step>({name: 'ask'});
  const [choice, setChoice] = useState<string | null>(null);
  const [text, setText] = useState('');
  const ids = useId();
  // After each step, focus moves to the words that replaced the buttons, so keyboard and screen-reader users follow.
  const next = useRef<HTMLElement>(null);
  useEffect(() => {
    if (step.name !== 'ask') next.current?.focus();
  }, [step.name]);

  const answer = (helpful: boolean) => {
    pushFeedback({event: 'docs_feedback', page, helpful, reason: null});
    setStep({name: 'reason', helpful});
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (step.name !== 'reason') return;
    const reason = reasonOf(choice, text);
    if (reason) pushFeedback({event: 'docs_feedback', page, helpful: step.helpful, reason});
    setStep({name: 'done'});
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${ids}-title`}>
      {/* The widget's name, not a heading: the table of contents lists every h2 and h3 the article shows, and
          each has a "Direct link to" anchor; this title has neither, and the region is named by it instead. */}
      <p id={`${ids}-title`} className={styles.title}>
        Was this page helpful?
      </p>
      {step.name === 'ask' && (
        <div className={styles.row}>
          <button type="button" className="button button--sm button--secondary" onClick={() => answer(true)}>
            Yes
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => answer(false)}>
            No
          </button>
        </div>
      )}
      {step.name === 'reason' && (
        <form onSubmit={send} aria-labelledby={`${ids}-ask`}>
          <p id={`${ids}-ask`} tabIndex={-1} ref={next as React.RefObject<HTMLParagraphElement>} className={styles.prompt}>
            Thanks. Tell us why? (optional)
          </p>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Main reason</legend>
            {REASONS[step.helpful ? 'yes' : 'no'].map((r) => (
              <label key={r.code} className={styles.option}>
                <input type="radio" name={`${ids}-reason`} value={r.code} checked={choice === r.code} onChange={() => setChoice(r.code)} />{' '}
                {r.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${ids}-text`} className={styles.legend}>
            Anything to add? No personal details, please.
          </label>
          <textarea
            id={`${ids}-text`}
            className={styles.text}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${ids}-count`}
          />
          <p id={`${ids}-count`} className={styles.count}>
            {text.length} of {REASON_MAX_LENGTH} characters
          </p>
          <div className={styles.row}>
            <button type="submit" className="button button--sm button--primary">
              Send
            </button>
            <button type="button" className="button button--sm button--secondary" onClick={() => setStep({name: 'done'})}>
              Skip
            </button>
          </div>
        </form>
      )}
      {step.name === 'done' && (
        <p tabIndex={-1} ref={next as React.RefObject<HTMLParagraphElement>} role="status" className={styles.prompt}>
          Thank you for your feedback.
        </p>
      )}
    </section>
  );
}
