import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Services } from '../context.js';

/** `urls.location` (the API) and `urls.app` (the application) of a resource path. */
export const apiUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/v1${path}`;
export const appUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/app${path}`;
/** Where visitors read a published site or space (`path` is `/sites/<id>` or `/spaces/<id>`). */
export const publishedUrl = (svc: Services, path: string) =>
  svc.config.publishDir
    ? pathToFileURL(join(svc.config.publishDir, path)).href
    : `${svc.config.baseUrl}/published${path}`;

/** A folder of a published site: file URLs name its index page, browsers list folders otherwise. */
export const publishedFolder = (url: string) => (url.startsWith('file:') ? `${url}/index.html` : url);
