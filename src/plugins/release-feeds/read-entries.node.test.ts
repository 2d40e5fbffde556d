import {describe, expect, it} from 'vitest';
import {readStreamPage} from './read-entries';

const page = (body: string) => `---\ntitle: "Widget Release Notes"\n---\n\nOpening text.\n\n${body}\n`;

describe('reading a stream page', () => {
  it('takes each dated row, whatever the columns are called and wherever they are', () => {
    const {title, entries} = readStreamPage(
      page(
        [
          '## August 2025',
          '',
          '| Date | Id | Change | Applies to | Details |',
          '| --- | --- | --- | --- | --- |',
          '| 2025-08-05 | WID-0002 | The **Roll** tab uses `cron`. Second sentence. | AKS, EKS | [Roll](/ocean/features/roll), [Other](/ocean/) |',
          '| 2025-08-01 | (none) | Fixed. | AWS | [AWS docs](https://docs.aws.amazon.com/) |',
          '',
          '## Components',
          '',
          '| Name | Meaning |',
          '| --- | --- |',
          '| a | b |',
          '',
          '## July 2025',
          '',
          '| Date | Release | Changes | Component versions |',
          '| --- | --- | --- | --- |',
          '| 2025-07-09 | `0.5.6-86` | Proxy fixed. | `bigdata-proxy` 0.5.8 |',
        ].join('\n'),
      ),
      'widget.mdx',
    );
    expect(title).toBe('Widget Release Notes');
    expect(entries).toEqual([
      {date: '2025-08-05', id: 'WID-0002', change: 'The Roll tab uses cron. Second sentence.', appliesTo: ['AKS', 'EKS'], details: '/ocean/features/roll', anchor: 'august-2025'},
      {date: '2025-08-01', change: 'Fixed.', appliesTo: ['AWS'], details: 'https://docs.aws.amazon.com/', anchor: 'august-2025'},
      {date: '2025-07-09', id: '0.5.6-86', change: 'Proxy fixed.', appliesTo: [], anchor: 'july-2025'},
    ]);
  });

  it('gives a repeated month heading the anchor Docusaurus gives it', () => {
    const table = '| Date | Id | Change |\n| --- | --- | --- |\n| 2025-08-05 | A | x |';
    const {entries} = readStreamPage(page(`## May 2025\n\n${table}\n\n## May 2025\n\n${table}`), 'w.mdx');
    expect(entries.map((e) => e.anchor)).toEqual(['may-2025', 'may-2025-1']);
  });

  it('stops the build on a row whose date is not a date, naming the file and line', () => {
    const table = '| Date | Id | Change |\n| --- | --- | --- |\n| 5 Aug 2025 | A | x |';
    expect(() => readStreamPage(page(`## August 2025\n\n${table}`), 'widget.mdx')).toThrow(/widget\.mdx:\d+: the Date cell "5 Aug 2025"/);
    expect(() => readStreamPage(page(`## x\n\n${table.replace('5 Aug 2025', '2025-02-30')}`), 'w.mdx')).toThrow(/not a date/);
    expect(() => readStreamPage(page(`## x\n\n${table.replace('5 Aug 2025', '2024-02-29')}`), 'w.mdx')).not.toThrow();
    expect(() => readStreamPage(page(`## x\n\n${table.replace('5 Aug 2025', '2025-13-01')}`), 'w.mdx')).toThrow(/not a date/);
  });
});
