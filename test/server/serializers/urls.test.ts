import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../../src/server/context.js';
import { publishedFolder, publishedUrl } from '../../../src/server/serializers/urls.js';

const service = (config: { baseUrl: string; publishDir?: string }) => ({ config }) as unknown as Services;

describe('published URLs', () => {
  it('a publish folder gives file URLs into it, as pathToFileURL would spell them', () => {
    for (const folder of ['/tmp/pub', '/tmp/pub/', '/tmp/a b/ü#?%', '/']) {
      const svc = service({ baseUrl: 'http://127.0.0.1:1', publishDir: folder });
      for (const path of ['/spaces/abc123', '/sites/XyZ'])
        expect(publishedUrl(svc, path), `${folder} ${path}`).toBe(pathToFileURL(join(folder, path)).href);
      // Made once per service, and the same on every call.
      expect(publishedUrl(svc, '/spaces/abc123')).toBe(publishedUrl(svc, '/spaces/abc123'));
    }
    const svc = service({ baseUrl: 'http://127.0.0.1:1', publishDir: '/tmp/pub' });
    expect(publishedFolder(publishedUrl(svc, '/spaces/s1'))).toBe('file:///tmp/pub/spaces/s1/index.html');
  });

  it('without one, visitors read from the service', () => {
    const svc = service({ baseUrl: 'http://127.0.0.1:1' });
    expect(publishedUrl(svc, '/sites/s1')).toBe('http://127.0.0.1:1/published/sites/s1');
    expect(publishedFolder(publishedUrl(svc, '/sites/s1'))).toBe('http://127.0.0.1:1/published/sites/s1');
  });
});
