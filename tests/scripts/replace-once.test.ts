// The build's replacements (scripts/replace-once.ts): a pattern met once is replaced, one
// met never or twice fails the build with what it was for. Runs in Node under vitest.
import { describe, expect, it } from 'vitest';
import { replaceOnce } from '../../scripts/replace-once.ts';

describe('replaceOnce', () => {
  it('replaces the one match, taking a `$` in the replacement literally', () => {
    expect(
      replaceOnce('<head><!--app-head--></head>', '<!--app-head-->', '$&<title>', 'head'),
    ).toBe('<head>$&<title></head>');
    expect(replaceOnce('a <b> c', /<(\w)>/, 'B', 'the tag')).toBe('a B c');
  });

  it('fails with what it was for when the pattern is missing', () => {
    expect(() => replaceOnce('<head></head>', '<!--app-head-->', '', 'the head tags of /')).toThrow(
      'the head tags of /: expected <!--app-head--> once, found it 0 times',
    );
  });

  it('fails when the pattern is there more than once', () => {
    expect(() => replaceOnce('</body></body>', '</body>', '', 'the loader')).toThrow(
      /the loader: .* found it 2 times/,
    );
  });
});
