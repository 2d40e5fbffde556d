import {describe, expect, it} from 'vitest';
import {cleanReasonText, pushFeedback, reasonOf, REASON_MAX_LENGTH} from './data-layer';

const event = {event: 'docs_feedback' as const, page: '/ocean/', helpful: true, reason: null};

describe('feedback for the tag manager', () => {
  it('pushes only where a container created the dataLayer', () => {
    const withContainer = {dataLayer: [] as unknown[]};
    expect(pushFeedback(event, withContainer)).toBe(true);
    expect(withContainer.dataLayer).toEqual([event]);
    const without: {dataLayer?: unknown} = {};
    expect(pushFeedback(event, without)).toBe(false);
    expect(without).toEqual({});
  });

  it('removes e-mail addresses and long numbers from free text and bounds its length', () => {
    expect(cleanReasonText('  write to\n jo.doe@example.co.uk or call +1 415-555-0100 ')).toBe('write to [removed] or call [removed]');
    expect(cleanReasonText('version 1.238.0 on port 8080')).toBe('version 1.238.0 on port 8080');
    expect(cleanReasonText('y'.repeat(500))).toHaveLength(REASON_MAX_LENGTH);
  });

  it('joins the chosen reason and the words', () => {
    expect(reasonOf(null, '   ')).toBeNull();
    expect(reasonOf('missing', '')).toBe('missing');
    expect(reasonOf(null, 'no Azure sample')).toBe('other: no Azure sample');
    expect(reasonOf('unclear', 'step 3')).toBe('unclear: step 3');
  });
});
