import {describe, expect, it} from 'vitest';
import {findCodeBlocks, withoutCodeBlocks} from './code-blocks';

const page = [
  'Intro',
  '',
  '```bash title="Top level"',
  'echo one',
  '```',
  '',
  '1. A step:',
  '',
  '   ```json title="Indented in a step"',
  '   {"a": 1}',
  '   ```',
  '',
  '````md title="Longer fence"',
  '```',
  'inner',
  '```',
  '````',
  'Inline ```not a fence``` here',
  '```',
  '```',
  'after',
].join('\n');

describe('findCodeBlocks', () => {
  it('finds top-level, indented, nested-fence and empty blocks with language, title and lines', () => {
    const blocks = findCodeBlocks(page);
    expect(blocks.map((b) => [b.lang, b.title, b.line, b.codeLine, b.endLine])).toEqual([
      ['bash', 'Top level', 3, 4, 5],
      ['json', 'Indented in a step', 9, 10, 11],
      ['md', 'Longer fence', 13, 14, 17],
      ['', undefined, 19, 20, 20],
    ]);
    expect(blocks[1].code).toBe('{"a": 1}');
    expect(blocks[2].code).toBe('```\ninner\n```');
  });

  it('reports an unclosed block', () => {
    const [block] = findCodeBlocks('```yaml\na: 1\n');
    expect(block.closed).toBe(false);
  });

  it('blanks code but keeps prose and line numbers', () => {
    const prose = withoutCodeBlocks(page).split('\n');
    expect(prose).toHaveLength(page.split('\n').length);
    expect(prose[0]).toBe('Intro');
    expect(prose[6]).toBe('1. A step:');
    expect(prose.join('\n')).not.toContain('echo one');
    expect(prose.join('\n')).not.toContain('inner');
    expect(prose[20]).toBe('after');
  });
});
