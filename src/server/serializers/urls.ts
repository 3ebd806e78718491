import { pathToFileURL } from 'node:url';
import type { ServiceConfig, Services } from '../context.js';

/** `urls.location` (the API) and `urls.app` (the application) of a resource path. */
export const apiUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/v1${path}`;
export const appUrl = (svc: Services, path: string) => `${svc.config.baseUrl}/app${path}`;
/** Where visitors read a published site or space (`path` is `/sites/<id>` or `/spaces/<id>`). */
export const publishedUrl = (svc: Services, path: string) =>
  svc.config.publishDir
    ? `${publishRoot(svc.config, svc.config.publishDir)}${path.split('/').map(encodeURIComponent).join('/')}`
    : `${svc.config.baseUrl}/published${path}`;

/**
 * The file URL of the publish folder, made once per service: a list serializes two URLs per
 * space, and pathToFileURL with path.join cost some 50 µs each at start-up.
 */
const publishRoots = new WeakMap<ServiceConfig, string>();
function publishRoot(config: ServiceConfig, folder: string): string {
  let root = publishRoots.get(config);
  if (root === undefined) {
    const href = pathToFileURL(folder).href;
    // A trailing slash goes (`file:///` of the root folder too): the path brings its own.
    root = href.endsWith('/') ? href.slice(0, -1) : href;
    publishRoots.set(config, root);
  }
  return root;
}

/** A folder of a published site: file URLs name its index page, browsers list folders otherwise. */
export const publishedFolder = (url: string) => (url.startsWith('file:') ? `${url}/index.html` : url);
