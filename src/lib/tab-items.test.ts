import { describe, expect, it } from 'vitest';
import { htmlHasContent, shownItems } from './tab-items';
import { KB100, LINEAR_MS, msFor } from '../../tests/support/linear-time';

describe('htmlHasContent', () => {
  it.each([
    '<p>Hi</p>',
    'plain text',
    '<img src="/media/x.webp" alt="">',
    '<p><HR></p>',
    '<video src="/media/a.mp4"></video>',
    '<table></table>',
    '<picture></picture>',
    '<p>a &lt; b</p>',
    'a < b',
    '<p>unclosed <b',
    '<p',
    '<p>&amp;</p>',
    '<<p>>', // the first "<" opens a tag that the first ">" closes: one ">" is left, as text
  ])('sees content in %j', (html) => {
    expect(htmlHasContent(html)).toBe(true);
  });

  it.each([
    '',
    '   \n\t',
    '<p>&nbsp;</p> <br>',
    '<p>&NBSP;&#160;\u00a0</p>',
    '<p><br></p><div class="x" data-a="1"></div>',
    '<hra></hra>',
    '<p>< </p>',
    '<p title="a<b">&nbsp;</p>',
  ])('sees nothing in %j', (html) => {
    expect(htmlHasContent(html)).toBe(false);
  });
});

describe('shownItems', () => {
  it('keeps items with a title and content, in order', () => {
    const items = [
      { home_ta_title: 'Care', home_ta_content: '<p>Wipe gently.</p>' },
      { home_ta_title: ' ', home_ta_content: '<p>Unreachable</p>' },
      { home_ta_title: 'Empty', home_ta_content: '<p>&nbsp;</p>' },
      { home_ta_title: 'Photo', home_ta_content: '<img src="/media/a.webp" alt="">' },
    ];
    expect(shownItems(items).map((item) => item.home_ta_title)).toEqual(['Care', 'Photo']);
  });
});

describe('htmlHasContent on long input', () => {
  it.each([
    ['"<" without ">"', '<'.repeat(KB100), true],
    ['a tag then "<" without ">"', `<p>${'<'.repeat(KB100)}`, true],
    ['"<" and spaces without ">"', '< '.repeat(KB100 / 2), true],
    ['"<" then one ">" at the end', `${'<'.repeat(KB100)}>`, false],
    ['many empty tags', '<p></p>'.repeat(KB100 / 7), false],
    ['many no-break spaces', `<p>${'&nbsp;'.repeat(KB100 / 6)}</p>`, false],
    ['a long text', `<p>${'a'.repeat(KB100)}</p>`, true],
    ['"<im" over and over', '<im'.repeat(KB100 / 3), true],
  ])('checks %s (100 KB) in linear time', (_, html, expected) => {
    let result: boolean | undefined;
    expect(msFor(() => (result = htmlHasContent(html)))).toBeLessThan(LINEAR_MS);
    expect(result).toBe(expected);
  });
});
