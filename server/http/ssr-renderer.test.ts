import { describe, expect, it, vi } from 'vitest';
import { guessMobile, type PageData } from './rendered-page';
import { createPageRenderer, type RendererModule } from './ssr';
import { DESKTOP, PHONE } from '../test-support/user-agents';

// The renderer's wrapper with stand-in modules; ssr.test.ts draws real pages with the real one.

describe('the device guess', () => {
  it('follows the client hint, else the usual mobile markers of the User-Agent', () => {
    expect(guessMobile({ clientHint: '?1', userAgent: DESKTOP })).toBe(true);
    expect(guessMobile({ clientHint: '?0', userAgent: PHONE })).toBe(false);
    expect(guessMobile({ userAgent: PHONE })).toBe(true);
    expect(guessMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe(
      true,
    );
    expect(guessMobile({ userAgent: DESKTOP })).toBe(false);
    expect(guessMobile({})).toBe(false);
  });
});

describe('a failing renderer never costs the page', () => {
  const data: PageData = { status: 200, links: [], state: { path: '/' } };
  const page = { html: '<p>hi</p>', state: { path: '/', render: { mobile: false, blocks: [] } } };
  const module = (render: () => Promise<unknown>, load: () => Promise<unknown> = async () => data): RendererModule => ({
    prepare: async () => undefined,
    load,
    render,
  });

  it('serves unrendered until prepared, then loads and renders', async () => {
    const loaded = module(async () => page);
    const renderer = createPageRenderer(async () => loaded, { log: () => undefined });
    expect(await renderer.load('/')).toBeNull();
    await renderer.warm();
    expect(await renderer.load('/')).toEqual(data);
    expect(await renderer.render('/', data, false)).toEqual(page);
  });

  it("does not hold a page while the start's import of its code is still under way (ADR 056)", async () => {
    let imported: (module: RendererModule) => void = () => undefined;
    const importing = new Promise<RendererModule>((done) => (imported = done));
    const renderer = createPageRenderer(() => importing, { log: () => undefined });
    const warming = renderer.warm();
    const notYet = Symbol('still waiting');
    const waited = (step: Promise<unknown>) =>
      Promise.race([step, new Promise((done) => setTimeout(() => done(notYet), 100))]);
    expect(await waited(renderer.load('/'))).toBeNull();
    expect(await waited(renderer.render('/', data, false))).toBeNull();
    imported(module(async () => page));
    await warming;
    expect(await renderer.load('/')).toEqual(data);
    expect(await renderer.render('/', data, false)).toEqual(page);
  });

  it('gives up on a throw, a slow step or a strange result, logging each kind once', async () => {
    const log = vi.fn();
    const failures = [
      () => Promise.reject(new Error('boom')),
      () => new Promise((resolve) => setTimeout(() => resolve(page), 200)),
      async () => ({ html: 42 }),
    ];
    for (const render of failures) {
      const loaded = module(render);
      const renderer = createPageRenderer(async () => loaded, { budgetMs: 50, log });
      await renderer.warm();
      expect(await renderer.render('/', data, false)).toBeNull();
      expect(await renderer.render('/', data, false)).toBeNull();
    }
    const slowModule = module(
      async () => page,
      () => new Promise((resolve) => setTimeout(() => resolve(data), 200)),
    );
    const slowLoad = createPageRenderer(async () => slowModule, { budgetMs: 50, log });
    await slowLoad.warm();
    expect(await slowLoad.load('/')).toBeNull();
    const strangeModule = module(
      async () => page,
      async () => ({ status: 302 }),
    );
    const strangeLoad = createPageRenderer(async () => strangeModule, { log });
    await strangeLoad.warm();
    expect(await strangeLoad.load('/')).toBeNull();
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('boom'),
      expect.stringContaining('took longer than 50 ms'),
      expect.stringContaining('something other than a page'),
      expect.stringContaining('took longer than 50 ms'),
      expect.stringContaining('something other than page data'),
    ]);
  });

  it('gives a page up when one of its data calls answered a server error (the database is down): never drawn from it', async () => {
    let api: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
    let status = 503;
    const notFound: PageData = { ...data, status: 404 };
    // As the real renderer: a failed call leaves its data empty, which the page would take for "no such page".
    const loaded: RendererModule = {
      prepare: async (host: { api?: typeof api }) => {
        api = host.api;
      },
      load: async () => ((await api?.('/web-api/pagecontent', {}))?.ok ? data : notFound),
      render: async () => ((await api?.('/web-api/dashboard', {}))?.ok ? page : { ...page, html: '<p>empty</p>' }),
    };
    const log = vi.fn();
    const renderer = createPageRenderer(async () => loaded, {
      log,
      api: async () => new Response('{}', { status }),
    });
    await renderer.warm();
    expect(await renderer.load('/our-story')).toBeNull();
    expect(await renderer.render('/our-story', data, false)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    status = 200;
    expect(await renderer.load('/our-story')).toEqual(data);
    expect(await renderer.render('/our-story', data, false)).toEqual(page);
  });

  it('gives a page up when its load ends with a data call still unanswered (slow under load)', async () => {
    let api: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
    let answerIn = 1_000;
    // As the real renderer: it stops waiting for its calls within its budget and judges the page without them.
    const loaded: RendererModule = {
      prepare: async (host: { api?: typeof api }) => {
        api = host.api;
      },
      load: async () => {
        const call = api?.('/web-api/pagecontent', {});
        const answered = await Promise.race([call, new Promise((done) => setTimeout(() => done(null), 50))]);
        return answered ? data : { ...data, status: 404 };
      },
      render: async () => page,
    };
    const renderer = createPageRenderer(async () => loaded, {
      log: () => undefined,
      api: () => new Promise((done) => setTimeout(() => done(new Response('{}')), answerIn)),
    });
    await renderer.warm();
    expect(await renderer.load('/our-story')).toBeNull();
    answerIn = 0;
    expect(await renderer.load('/our-story')).toEqual(data);
  });

  it('is off without a built renderer or with a broken one', async () => {
    const log = vi.fn();
    const none = createPageRenderer(async () => null, { log });
    await none.warm();
    expect(await none.load('/')).toBeNull();
    const brokenModule = { render: 'nope' };
    const broken = createPageRenderer(async () => brokenModule, { log });
    await broken.warm();
    expect(await broken.load('/')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});
