import {
  DashboardResponseSchema,
  FooterResponseSchema,
  MenuResponseSchema,
  PageContentRequestSchema,
  PageContentResponseSchema,
  SettingsResponseSchema,
  TopBannerResponseSchema,
} from '../content';
import { defineCall, NoBody } from '../call';

/** Content: the shell's settings, menu and footer, the home page and CMS pages. */

export const settingsdata = defineCall({
  name: 'settingsdata',
  method: 'GET',
  path: 'settingsdata',
  request: NoBody,
  response: SettingsResponseSchema,
  summary: 'Site settings',
});

export const menueList = defineCall({
  name: 'menue-list',
  method: 'GET',
  path: 'menue-list',
  request: NoBody,
  response: MenuResponseSchema,
  summary: 'Top menu tree',
});

export const footer = defineCall({
  name: 'footer',
  method: 'GET',
  path: 'footer',
  request: NoBody,
  response: FooterResponseSchema,
  summary: 'Footer columns',
});

export const dashboard = defineCall({
  name: 'dashboard',
  method: 'GET',
  path: 'dashboard',
  request: NoBody,
  response: DashboardResponseSchema,
  summary: 'Home page sections, browser and mobile',
});

export const topBannerList = defineCall({
  name: 'top-banner-list',
  method: 'GET',
  path: 'top-banner-list',
  request: NoBody,
  response: TopBannerResponseSchema,
  summary: 'Hero banners, browser and mobile',
});

export const pagecontent = defineCall({
  name: 'pagecontent',
  method: 'POST',
  path: 'pagecontent',
  request: PageContentRequestSchema,
  response: PageContentResponseSchema,
  summary: 'A content page by slug',
});

/** Every content call, keyed by call name, for the contract table. */
export const contentCalls = {
  settingsdata,
  'menue-list': menueList,
  footer,
  dashboard,
  'top-banner-list': topBannerList,
  pagecontent,
} as const;
