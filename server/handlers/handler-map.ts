import { dashboard, footerData, menueList, settingsdata, topBannerList } from './content';
import { getSearchResultData } from './catalogue';
import { subscriptionProcess, unsubscribe } from './newsletter';
import { pagecontent } from './pages';
import type { HandlerMap } from './types';
import { getUserData } from './user';

/** Every contract call's handler, keyed by call name (schemas/contract.ts). */
export const handlers: HandlerMap = {
  settingsdata,
  'menue-list': menueList,
  footer: footerData,
  dashboard,
  'top-banner-list': topBannerList,
  pagecontent,
  'subscription-process': subscriptionProcess,
  unsubscribe,
  getsearchresultdata: getSearchResultData,
  'get-user-data': getUserData,
};
