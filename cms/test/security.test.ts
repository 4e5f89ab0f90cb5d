// What a stranger on the network can and cannot do with the CMS: no way to become its owner or a
// user, no credentialed CORS for foreign origins, no drafts without a token, no version banner,
// and the database and token files readable by their owner only.
import Database from 'better-sqlite3';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrapiInstance, adminCredentials } from './strapi-instance';

const cms = new StrapiInstance();
const mode = (path: string) => statSync(path).mode & 0o777;

beforeAll(async () => {
  // A tokens file left by something else with a looser mode must be tightened, not just rewritten.
  writeFileSync(cms.env.SITE_ENV_FILE!, 'STRAPI_BUILD_TOKEN=old\n', { mode: 0o644 });
  await cms.start();
});

afterAll(async () => {
  await cms.stop();
  cms.cleanup();
});

describe('the admin panel has an owner from the first start', () => {
  it('reports an admin, so the panel offers no registration', async () => {
    const { json } = await cms.request('/admin/init');
    expect(json.data.hasAdmin).toBe(true);
  });

  it('refuses to register another super admin', async () => {
    const eve = { email: 'eve@evil.example', password: 'Eve-takes-over-1', firstname: 'Eve' };
    const { status } = await cms.request('/admin/register-admin', { body: eve });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const login = await cms.request('/admin/login', { body: { email: eve.email, password: eve.password } });
    expect(login.status).not.toBe(200);
  });

  it('lets the generated admin sign in', async () => {
    const { status, json } = await cms.request('/admin/login', { body: adminCredentials() });
    expect(status).toBe(200);
    expect(json.data.token).toBeTruthy();
  });
});

describe('public sign-up (users-permissions) is closed', () => {
  it('refuses POST /api/auth/local/register and creates no user', async () => {
    const { status } = await cms.request('/api/auth/local/register', {
      body: { username: 'eve', email: 'eve@evil.example', password: 'Eve-takes-over-1' },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const db = new Database(cms.env.DATABASE_FILENAME!, { readonly: true });
    const users = (db.prepare('select count(*) as n from up_users').get() as { n: number }).n;
    db.close();
    expect(users).toBe(0);
  });
});

describe('CORS answers only the allowed origins', () => {
  const allowOrigin = async (origin: string, method = 'GET') => {
    const headers: Record<string, string> = { origin };
    if (method === 'OPTIONS') headers['access-control-request-method'] = 'GET';
    const response = await cms.request('/api/main-menu', { method, headers });
    return response.headers.get('access-control-allow-origin');
  };

  it('does not echo a foreign origin, on requests or preflights', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const allowed = await allowOrigin('https://evil.example', method);
      expect(allowed === null || allowed === '', `${method}: ${allowed}`).toBe(true);
    }
  });

  it("allows the site's origins (default list)", async () => {
    for (const origin of [
      'http://127.0.0.1:8000',
      'http://localhost:8000',
      'http://127.0.0.1:6006',
      'http://127.0.0.1:8011',
    ]) {
      expect(await allowOrigin(origin)).toBe(origin);
    }
  });
});

describe('drafts need a token', () => {
  const slug = `unpublished-${Date.now()}`;
  let documentId = '';
  let buildToken = '';

  beforeAll(async () => {
    buildToken = cms.tokens().STRAPI_BUILD_TOKEN!;
    const login = await cms.request('/admin/login', { body: adminCredentials() });
    // The content manager saves a new entry as a draft; publishing is a separate step.
    const created = await cms.request('/content-manager/collection-types/api::article.article?locale=en', {
      token: login.json.data.token,
      body: {
        title: 'Not published yet',
        slug,
        body: 'A draft only editors may see.',
        author: 'Ada',
        publishedDate: '2026-01-01',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data.publishedAt).toBeNull();
    documentId = created.json.data.documentId;
  });

  it('anonymous ?status=draft gets 403 with a reason, never the draft', async () => {
    for (const path of [
      `/api/articles?status=draft&filters[slug][$eq]=${slug}`,
      `/api/articles/${documentId}?status=draft`,
      '/api/setting?status=draft',
    ]) {
      const { status, json, text } = await cms.request(path);
      expect(status, path).toBe(403);
      expect(json.error.message).toMatch(/drafts are not public/i);
      expect(text).not.toContain(slug);
    }
  });

  // Strapi reads every status but exactly 'published' as a draft request: the guard reads it the same way.
  it.each(['DRAFT', 'Draft', 'status[0]=draft', '%20draft', 'draft%20', '%09DrAfT%0A'])(
    'anonymous status spelt %s gets the same 403 with the reason, never the draft',
    async (spelling) => {
      const query = spelling.startsWith('status') ? spelling : `status=${spelling}`;
      for (const path of [
        `/api/articles?${query}&filters[slug][$eq]=${slug}`,
        `/api/articles/${documentId}?${query}`,
      ]) {
        const { status, json, text } = await cms.request(path);
        expect(status, path).toBe(403);
        expect(json.error.message).toMatch(/drafts are not public/i);
        expect(text).not.toContain(slug);
      }
    },
  );

  it.each(['preview', 'all', 'status[0]=draft&status[1]=published', 'status[foo]=draft', ''])(
    'a status Strapi does not know (%s) gets 400 with the reason, never the draft',
    async (spelling) => {
      const query = spelling.startsWith('status') ? spelling : `status=${spelling}`;
      const { status, json, text } = await cms.request(`/api/articles?${query}&filters[slug][$eq]=${slug}`);
      expect(status, query).toBe(400);
      expect(json.error.message).toMatch(/unknown status/i);
      expect(text).not.toContain(slug);
    },
  );

  it('published in any spelling answers the published content', async () => {
    const { status, json } = await cms.request(`/api/articles?status=%20Published&filters[slug][$eq]=${slug}`);
    expect(status).toBe(200);
    expect(json.data).toEqual([]);
  });

  it('anonymous v4 publicationState=preview does not return the draft', async () => {
    const { text } = await cms.request(`/api/articles?publicationState=preview&filters[slug][$eq]=${slug}`, {
      headers: { 'Strapi-Response-Format': 'v4' },
    });
    expect(text).not.toContain(slug);
  });

  it('anonymous default reads stay published-only and keep working', async () => {
    const { status, json } = await cms.request(`/api/articles?filters[slug][$eq]=${slug}`);
    expect(status).toBe(200);
    expect(json.data).toEqual([]);
  });

  it('the build token reads the draft', async () => {
    const { status, json } = await cms.request(`/api/articles?status=draft&filters[slug][$eq]=${slug}`, {
      token: buildToken,
    });
    expect(status).toBe(200);
    expect(json.data.map((a: { slug: string }) => a.slug)).toEqual([slug]);
  });
});

describe('no X-Powered-By banner', () => {
  it.each(['/_health', '/api/main-menu', '/api/articles?status=draft', '/api/does-not-exist', '/admin/init'])(
    '%s',
    async (path) => {
      const { headers } = await cms.request(path);
      expect(headers.get('x-powered-by')).toBeNull();
    },
  );
});

describe('files holding data or tokens are private', () => {
  it('the SQLite database is 0600 in a 0700 folder (and so are its -wal and -shm files)', () => {
    const database = cms.env.DATABASE_FILENAME!;
    expect(mode(dirname(database)).toString(8)).toBe('700');
    expect(mode(database).toString(8)).toBe('600');
    for (const companion of [`${database}-wal`, `${database}-shm`]) {
      if (existsSync(companion)) expect(mode(companion).toString(8), companion).toBe('600');
    }
  });

  it('the site tokens file is 0600', () => {
    expect(mode(cms.env.SITE_ENV_FILE!).toString(8)).toBe('600');
    expect(cms.tokens().STRAPI_BUILD_TOKEN).not.toBe('old');
  });
});
