import { describe, expect, it } from 'vitest';
import { blogCategories, blogMetaLine, plainText } from './blog-meta';

describe('blog meta (catalogue §3 "Blog": blog_category_name is comma separated)', () => {
  it('splits and trims the categories, dropping empty ones', () => {
    expect(blogCategories(' Craft, Textiles ,, ')).toEqual(['Craft', 'Textiles']);
    expect(blogCategories('')).toEqual([]);
  });

  it("joins the date ('DD MMM YYYY', the shop's time zone) and categories, leaving out what is missing", () => {
    expect(blogMetaLine({ created_at: '2026-01-19T20:00:00Z', blog_category_name: 'Jewellery,Care' })).toBe(
      '20 Jan 2026 · Jewellery, Care',
    );
    expect(blogMetaLine({ created_at: '', blog_category_name: 'Craft' })).toBe('Craft');
    expect(blogMetaLine({ created_at: 'not a date', blog_category_name: '' })).toBe('');
  });
});

describe('plainText (a meta description from CMS HTML)', () => {
  it('drops tags, decodes the common entities and folds whitespace', () => {
    expect(plainText('<p>Gold &amp; <b>silver</b>,&nbsp;cared\nfor</p>')).toBe('Gold & silver , cared for');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = plainText(`<p>${'kundan polki meenakari '.repeat(20)}</p>`, 60);
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/ …$/);
  });

  it('reads a long run of angle brackets in linear time', () => {
    expect(plainText('<'.repeat(100_000))).toBe('');
  });
});
