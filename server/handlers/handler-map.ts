import { accountAreaHandlers } from './account-area-handlers';
import { accountHandlers } from './account-handlers';
import { bookAnAppointmentProcess } from './appointments';
import { cartHandlers } from './cart-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { checkoutHandlers } from './checkout-handlers';
import { dashboard, footerData, menueList, settingsdata, topBannerList } from './content';
import { subscriptionProcess, unsubscribe } from './newsletter';
import { informationHandlers } from './information-handlers';
import { pagecontent } from './pages';
import { trackOrder } from './track-order';
import {
  featuredBlogsList,
  featuredTestimonialList,
  getAwardCertificateData,
  getEventsData,
  getTeamsData,
} from './showcase';
import type { HandlerMap } from './types';
import { wishlistHandlers } from './wishlist-handlers';

/**
 * Every contract call's handler, keyed by call name (schemas/contract.ts). The shop's domains (catalogue,
 * account, bag, wishlist) each keep their own map beside their handlers.
 */
export const handlers: HandlerMap = {
  settingsdata,
  'menue-list': menueList,
  footer: footerData,
  dashboard,
  'top-banner-list': topBannerList,
  pagecontent,
  'subscription-process': subscriptionProcess,
  unsubscribe,
  ...catalogueHandlers,
  ...accountHandlers,
  ...accountAreaHandlers,
  ...cartHandlers,
  ...wishlistHandlers,
  ...checkoutHandlers,
  ...informationHandlers,
  'track-order': trackOrder,
  getTeamsData,
  getAwardCertificateData,
  getEventsData,
  featuredBlogsList,
  featuredTestimonialList,
  bookanappointmentprocess: bookAnAppointmentProcess,
};
