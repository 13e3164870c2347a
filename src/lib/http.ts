import axios, { type AxiosInstance } from 'axios';
import { ACCESS_KEY_HEADER, API_PREFIX } from '@schemas/call';

/**
 * The storefront's HTTP transport: one axios instance. Base URL and access key come from the build
 * environment so the built storefront can front any back office that speaks the contract (README:
 * VITE_API_BASE_URL, VITE_API_ACCESS_KEY).
 *
 * Browser code reaches it only through `callApi` (api-client.ts), which loads this module on the first
 * call: a server-rendered page makes no call until the shopper does something, so axios is not part of
 * the page's start-up code (ADR 015).
 */
export const API_BASE_URL = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}${API_PREFIX}`;
export const API_ACCESS_KEY: string = import.meta.env.VITE_API_ACCESS_KEY ?? 'padmakshya-storefront';

export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: 20_000,
  headers: { [ACCESS_KEY_HEADER]: API_ACCESS_KEY },
});
