import type { Services } from '../context.js';

/** `urls.location` (the API) and `urls.app` (the application) of a resource path. */
export const apiUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/v1${path}`;
export const appUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/app${path}`;
export const publishedUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/published${path}`;
