/**
 * The "Was this helpful?" answers for the tag manager. Pushed only when a
 * container is on the page: Docusaurus's Google Tag Manager snippet creates
 * `window.dataLayer` when GTM_CONTAINER_ID is set, and nothing does otherwise,
 * so without a container no array exists and nothing is recorded.
 */
export type FeedbackEvent = {event: 'docs_feedback'; page: string; helpful: boolean; reason: string | null};

export const REASON_MAX_LENGTH = 300;

export function pushFeedback(event: FeedbackEvent, target: {dataLayer?: unknown} = window as {dataLayer?: unknown}): boolean {
  if (!Array.isArray(target.dataLayer)) return false;
  target.dataLayer.push(event);
  return true;
}

/**
 * Free text leaves the browser bounded and without what looks like personal
 * data: e-mail addresses and long numbers (phone, account, card) are removed.
 */
export function cleanReasonText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[removed]')
    .replace(/\+?\d[\d -]{5,}\d/g, '[removed]')
    .slice(0, REASON_MAX_LENGTH);
}

/** The reason as one string: the chosen option's code, then any words the reader added. */
export function reasonOf(choice: string | null, text: string): string | null {
  const words = cleanReasonText(text);
  if (!choice && !words) return null;
  return words ? `${choice ?? 'other'}: ${words}` : choice;
}
