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
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  response: Res;
  /** `none`: sent without the bearer token (spec: unsubscribe "no token"). */
  auth?: 'bearer' | 'none';
  summary: string;
}

const NoBody = z.object({});

const call = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: CallDef<Req, Res>) => def;

export const contract = {
  settingsdata: call({
    method: 'GET',
    path: 'settingsdata',
    request: NoBody,
    response: SettingsResponseSchema,
    summary: 'Site settings',
  }),
  'menue-list': call({
    method: 'GET',
    path: 'menue-list',
    request: NoBody,
    response: MenuResponseSchema,
    summary: 'Top menu tree',
  }),
  footer: call({
    method: 'GET',
    path: 'footer',
    request: NoBody,
    response: FooterResponseSchema,
    summary: 'Footer columns',
  }),
  dashboard: call({
    method: 'GET',
    path: 'dashboard',
    request: NoBody,
    response: DashboardResponseSchema,
    summary: 'Home page sections, browser and mobile',
  }),
  'top-banner-list': call({
    method: 'GET',
    path: 'top-banner-list',
    request: NoBody,
    response: TopBannerResponseSchema,
    summary: 'Hero banners, browser and mobile',
  }),
  pagecontent: call({
    method: 'POST',
    path: 'pagecontent',
    request: PageContentRequestSchema,
    response: PageContentResponseSchema,
    summary: 'A content page by slug',
  }),
  'subscription-process': call({
    method: 'POST',
    path: 'subscription-process',
    request: SubscriptionRequestSchema,
    response: StatusMessageResponseSchema,
    summary: 'Newsletter sign-up',
  }),
  unsubscribe: call({
    method: 'POST',
    path: 'unsubscribe',
    request: UnsubscribeRequestSchema,
    response: StatusMessageResponseSchema,
    auth: 'none',
    summary: 'Newsletter unsubscribe by id',
  }),
  getsearchresultdata: call({
    method: 'POST',
    path: 'getsearchresultdata',
    request: SearchRequestSchema,
    response: SearchResponseSchema,
    summary: 'Product search',
  }),
  'get-user-data': call({
    method: 'GET',
    path: 'get-user-data',
    request: NoBody,
    response: UserDataResponseSchema,
    summary: 'Signed-in user',
  }),
} as const satisfies Record<string, CallDef>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type CallRequest<N extends CallName> = z.input<Contract[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Contract[N]['response']>;

/** Body of a 400 answer: a message and the field messages, in the schema's order. */
export const ValidationErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
