import {describe, expect, it} from 'vitest';
import {internalLinksByLine, linkPath} from './internal-links';

describe('internalLinksByLine', () => {
  it('finds Markdown links, href and to attributes with their lines, and none inside code blocks', () => {
    const body = 'Intro with [a page](/ocean/features/headroom#how).\n\n```bash title="x"\ncurl [x](/not/a/link)\n```\n<a href="/eco/">Eco</a> and <Link to="/faqs/">FAQs</Link>\n';
    expect(internalLinksByLine(body)).toEqual([
      {link: '/ocean/features/headroom#how', line: 1},
      {link: '/eco/', line: 6},
      {link: '/faqs/', line: 6},
    ]);
    expect(linkPath('/ocean/features/headroom#how')).toBe('/ocean/features/headroom');
  });
});
