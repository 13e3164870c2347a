import { describe, expect, it } from 'vitest';
import { ColumnShellSchema, DetailBlockSchema, SectionSchema } from './cms';
import { contract } from './contract';

describe('CMS detail blocks', () => {
  it('discriminates on home_type, accepting numeric strings', () => {
    const parsed = DetailBlockSchema.parse({ home_type: '11', home_brij_heading: 'Heritage', extra: 1 });
    expect(parsed.home_type).toBe(11);
    expect(parsed).not.toHaveProperty('extra');
  });
  it('defaults the heading size to h1', () => {
    const parsed = DetailBlockSchema.parse({
      home_type: 11,
      home_brij_heading: 'Heritage',
      home_brij_heading_size: null,
    });
    expect(parsed.home_type === 11 && parsed.home_brij_heading_size).toBe('h1');
  });
  it('names the failing path of a bad block', () => {
    const result = SectionSchema.safeParse({
      has_many_home_inner: [{ has_many_home_details: [{ home_type: 5, home_caption_text: 'x' }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['has_many_home_inner', 0, 'has_many_home_details', 0, 'home_image']);
  });
  it('rejects an unknown home_type', () => {
    expect(DetailBlockSchema.safeParse({ home_type: 99 }).success).toBe(false);
  });
  it('bounds column width to 1-12 and defaults it to 12', () => {
    expect(ColumnShellSchema.parse({}).home_inn_structure_type).toBe(12);
    expect(ColumnShellSchema.parse({ home_inn_structure_type: '4' }).home_inn_structure_type).toBe(4);
    expect(ColumnShellSchema.safeParse({ home_inn_structure_type: 13 }).success).toBe(false);
  });
});

describe('contract table', () => {
  it('lists every call of this issue under a GET or POST', () => {
    for (const name of [
      'settingsdata',
      'menue-list',
      'footer',
      'dashboard',
      'top-banner-list',
      'pagecontent',
      'subscription-process',
      'unsubscribe',
      'getsearchresultdata',
      'get-user-data',
    ] as const) {
      expect(['GET', 'POST']).toContain(contract[name].method);
    }
  });
  it('validates request bodies with the spec messages', () => {
    const bad = contract['subscription-process'].request.safeParse({ newsletter_email: '' });
    expect(bad.error?.issues[0]?.message).toBe('Please enter the email id.');
    const search = contract.getsearchresultdata.request.safeParse({ search_filter: 'a' });
    expect(search.error?.issues[0]?.message).toBe('Please type atleast two character for better search');
  });
});
