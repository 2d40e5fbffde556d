import type {Footer} from '@docusaurus/theme-common';
import {COPYRIGHT, FEEDBACK, LEGAL_LINKS, feedbackMailto} from '../data/site';

/** A flat row of links; the feedback link gets the page path added on the client. */
export function buildFooter() {
  return {
    style: 'dark',
    links: [
      {label: LEGAL_LINKS.privacy.label, href: LEGAL_LINKS.privacy.href},
      {label: LEGAL_LINKS.terms.label, href: LEGAL_LINKS.terms.href},
      {label: FEEDBACK.label, href: feedbackMailto()},
    ],
    copyright: COPYRIGHT,
  } satisfies Footer;
}
