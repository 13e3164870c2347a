import { z } from 'zod/mini';
import { SearchRequestSchema, SearchResponseSchema } from './catalogue';
import {
  DashboardResponseSchema,
  FooterResponseSchema,
  MenuResponseSchema,
  PageContentRequestSchema,
  PageContentResponseSchema,
  SettingsResponseSchema,
  TopBannerResponseSchema,
} from './content';
import { AppointmentRequestSchema } from './appointment';
import {
  AwardsResponseSchema,
  CategoryByIdsRequestSchema,
  CategoryByIdsResponseSchema,
  CategoryProductsResponseSchema,
  CustomProductsResponseSchema,
  EventsResponseSchema,
  FeaturedBlogsResponseSchema,
  ProductListRequestSchema,
  TagProductsResponseSchema,
  TeamsResponseSchema,
  TestimonialsResponseSchema,
} from './home-blocks';
import { StatusMessageResponseSchema, SubscriptionRequestSchema, UnsubscribeRequestSchema } from './newsletter';
import { UserDataResponseSchema } from './user';

/**
 * The wire contract (spec: shell §7, catalogue §7). The browser client, the server's routes, the MSW
 * handlers and the OpenAPI document are all derived from this table. Call names keep the back office's
 * spellings (`menue-list`). Methods the specs leave unsaid are chosen in docs/decisions/002-contract.md:
 * a call without a payload is a GET, one with a payload is a POST.
 */
export const API_PREFIX = '/web-api';
export const ACCESS_KEY_HEADER = 'x-access-key';

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  /** The call's name in the back office (also its key in `contract`). */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  response: Res;
  /** `none`: sent without the bearer token (spec: unsubscribe "no token"). */
  auth?: 'bearer' | 'none';
  summary: string;
}

const NoBody = z.object({});

/**
 * Each call is also its own export, so browser code imports only the calls it makes (`callApi(dashboard)`)
 * and the bundle carries only their schemas; the `contract` table below gathers them all.
 */
const call = <const Name extends string, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: CallDef<Req, Res> & { name: Name },
) => def;

export const settingsdata = call({
  name: 'settingsdata',
  method: 'GET',
  path: 'settingsdata',
  request: NoBody,
  response: SettingsResponseSchema,
  summary: 'Site settings',
});

export const menueList = call({
  name: 'menue-list',
  method: 'GET',
  path: 'menue-list',
  request: NoBody,
  response: MenuResponseSchema,
  summary: 'Top menu tree',
});

export const footer = call({
  name: 'footer',
  method: 'GET',
  path: 'footer',
  request: NoBody,
  response: FooterResponseSchema,
  summary: 'Footer columns',
});

export const dashboard = call({
  name: 'dashboard',
  method: 'GET',
  path: 'dashboard',
  request: NoBody,
  response: DashboardResponseSchema,
  summary: 'Home page sections, browser and mobile',
});

export const topBannerList = call({
  name: 'top-banner-list',
  method: 'GET',
  path: 'top-banner-list',
  request: NoBody,
  response: TopBannerResponseSchema,
  summary: 'Hero banners, browser and mobile',
});

export const pagecontent = call({
  name: 'pagecontent',
  method: 'POST',
  path: 'pagecontent',
  request: PageContentRequestSchema,
  response: PageContentResponseSchema,
  summary: 'A content page by slug',
});

export const subscriptionProcess = call({
  name: 'subscription-process',
  method: 'POST',
  path: 'subscription-process',
  request: SubscriptionRequestSchema,
  response: StatusMessageResponseSchema,
  summary: 'Newsletter sign-up',
});

export const unsubscribe = call({
  name: 'unsubscribe',
  method: 'POST',
  path: 'unsubscribe',
  request: UnsubscribeRequestSchema,
  response: StatusMessageResponseSchema,
  auth: 'none',
  summary: 'Newsletter unsubscribe by id',
});

export const getsearchresultdata = call({
  name: 'getsearchresultdata',
  method: 'POST',
  path: 'getsearchresultdata',
  request: SearchRequestSchema,
  response: SearchResponseSchema,
  summary: 'Product search',
});

export const getUserData = call({
  name: 'get-user-data',
  method: 'GET',
  path: 'get-user-data',
  request: NoBody,
  response: UserDataResponseSchema,
  summary: 'Signed-in user',
});

export const categoryWiseProducts = call({
  name: 'categoryWiseProducts',
  method: 'POST',
  path: 'categoryWiseProducts',
  request: ProductListRequestSchema,
  response: CategoryProductsResponseSchema,
  summary: "Product list block: a category's products",
});

export const tagsWiseProducts = call({
  name: 'tagsWiseProducts',
  method: 'POST',
  path: 'tagsWiseProducts',
  request: ProductListRequestSchema,
  response: TagProductsResponseSchema,
  summary: "Product list block: a tag's products",
});

export const customProducts = call({
  name: 'customProducts',
  method: 'POST',
  path: 'customProducts',
  request: ProductListRequestSchema,
  response: CustomProductsResponseSchema,
  summary: 'Product list block: products chosen by id',
});

export const categoryByIds = call({
  name: 'categoryByIds',
  method: 'POST',
  path: 'categoryByIds',
  request: CategoryByIdsRequestSchema,
  response: CategoryByIdsResponseSchema,
  summary: 'Category tiles block',
});

export const getTeamsData = call({
  name: 'getTeamsData',
  method: 'GET',
  path: 'getTeamsData',
  request: NoBody,
  response: TeamsResponseSchema,
  summary: 'Team block',
});

export const getAwardCertificateData = call({
  name: 'getAwardCertificateData',
  method: 'GET',
  path: 'getAwardCertificateData',
  request: NoBody,
  response: AwardsResponseSchema,
  summary: 'Awards and certificates block',
});

export const getEventsData = call({
  name: 'getEventsData',
  method: 'GET',
  path: 'getEventsData',
  request: NoBody,
  response: EventsResponseSchema,
  summary: 'Events block',
});

export const featuredBlogsList = call({
  name: 'featuredBlogsList',
  method: 'GET',
  path: 'featuredBlogsList',
  request: NoBody,
  response: FeaturedBlogsResponseSchema,
  summary: 'Featured blogs block',
});

export const featuredTestimonialList = call({
  name: 'featuredTestimonialList',
  method: 'GET',
  path: 'featuredTestimonialList',
  request: NoBody,
  response: TestimonialsResponseSchema,
  summary: 'Testimonials block',
});

export const bookanappointmentprocess = call({
  name: 'bookanappointmentprocess',
  method: 'POST',
  path: 'bookanappointmentprocess',
  request: AppointmentRequestSchema,
  response: StatusMessageResponseSchema,
  summary: 'Appointment booking',
});

/** The one table of every call, keyed by call name (server routes, MSW handlers, OpenAPI). */
export const contract = {
  settingsdata,
  'menue-list': menueList,
  footer,
  dashboard,
  'top-banner-list': topBannerList,
  pagecontent,
  'subscription-process': subscriptionProcess,
  unsubscribe,
  getsearchresultdata,
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
  bookanappointmentprocess,
} as const satisfies Record<string, CallDef>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type CallRequest<N extends CallName> = z.input<Contract[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Contract[N]['response']>;
/** Request body and parsed response of a call definition. */
export type RequestOf<D extends CallDef> = z.input<D['request']>;
export type ResponseOf<D extends CallDef> = z.infer<D['response']>;

/** Body of a 400 answer: a message and the field messages, in the schema's order. */
export const ValidationErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
