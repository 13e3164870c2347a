import { describe, expect, it } from 'vitest';
import { jsonDataTag } from './json-data-tag';

describe('the page-state data block', () => {
  it('is a JSON data block that CMS text cannot break out of', () => {
    const value = { x: '</script><script>alert(1)</script>', line: 'a\u2028b', y: undefined };
    const tag = jsonDataTag('page-state', value);
    expect(tag.startsWith('<script type="application/json" id="page-state">')).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ x: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });
});
