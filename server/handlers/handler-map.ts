import { bookAnAppointmentProcess } from './appointments';
import { dashboard, footerData, menueList, settingsdata, topBannerList } from './content';
import { getSearchResultData } from './catalogue';
import { subscriptionProcess, unsubscribe } from './newsletter';
import { pagecontent } from './pages';
import { categoryByIds, categoryWiseProducts, customProducts, tagsWiseProducts } from './product-lists';
import {
  featuredBlogsList,
  featuredTestimonialList,
  getAwardCertificateData,
  getEventsData,
  getTeamsData,
} from './showcase';
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
  categoryWiseProducts,
  tagsWiseProducts,
  customProducts,
  categoryByIds,
  getTeamsData,
  getAwardCertificateData,
  getEventsData,
  featuredBlogsList,
  featuredTestimonialList,
  bookanappointmentprocess: bookAnAppointmentProcess,
};
