import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallName } from '@schemas/contract';
import { DEFAULT_FIXTURES_DIR, loadSeedData } from '../db/fixture-files';
import { teamMembers } from '../db/schema';
import { startServer, type RunningServer } from '../main';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { writeTinyFixtures } from '../test-support/tiny-fixtures';

/** A small showcase, in the shape of fixtures/content/showcase/*.json. */
const showcaseFiles = {
  'content/showcase/team.json': [
    { team_name: 'Salim Khan', team_image: '/media/team/salim.webp', team_desc: '<p>Kundan karigar</p>' },
    { team_name: 'Meera Soni', team_image: '', team_desc: 'Designer' },
  ],
  'content/showcase/awards.json': [
    {
      certificate_name: 'National Handloom Award',
      certificate_image: '/media/awards/nha.webp',
      certificate_desc: 'For a kadwa brocade',
    },
  ],
  'content/showcase/events.json': [
    { event_name: 'Jaipur Jewellery Show', event_image: '/media/events/jjs.webp', event_booth: 'Hall 2, Booth 47' },
    { event_name: 'IIJS Mumbai', event_image: '/media/events/iijs.webp', event_booth: '' },
  ],
  'content/showcase/blogs.json': [
    { blog_name: 'Kundan care', blog_slug: 'kundan-care', blog_image: '', blog_short_description: 'Keep it dry.' },
    { blog_name: 'Draft', blog_slug: 'draft', blog_image: '', blog_short_description: '', blog_featured: 0 },
    { blog_name: 'Sarees', blog_slug: 'sarees', blog_image: '', blog_short_description: '', blog_featured: '1' },
    { blog_name: 'Unfinished', blog_slug: 'unfinished', blog_image: '', blog_short_description: '', blog_published: 0 },
  ],
  'content/showcase/testimonials.json': [
    { testimonial_name: 'Deepa', testimonial_location: 'Kochi', testimonial_desc: 'Hidden', testimonial_featured: 0 },
    { testimonial_name: 'Ananya', testimonial_location: 'Chennai', testimonial_desc: '<p>Lovely</p>' },
  ],
};

const json = async (server: RunningServer, name: CallName) => {
  const res = await apiCall(server.app, name);
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  // The answer must parse with the contract, as the storefront parses it.
  expect(contract[name].response.safeParse(body).error).toBeUndefined();
  return body;
};

describe('showcase calls', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ fixtures: showcaseFiles });
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('lists the team in file order with the image base path and the default image', async () => {
    expect(await json(server, 'getTeamsData')).toEqual({
      status: 'success',
      resTeamData: [
        {
          team_id: 1,
          team_name: 'Salim Khan',
          team_image: '/media/team/salim.webp',
          team_desc: '<p>Kundan karigar</p>',
        },
        { team_id: 2, team_name: 'Meera Soni', team_image: '', team_desc: 'Designer' },
      ],
      default_image_path: '/img/default_img.png',
      teamImagePath: '/media/team/',
    });
  });

  it('lists awards and events', async () => {
    expect(await json(server, 'getAwardCertificateData')).toMatchObject({
      status: 'success',
      resAwardCertificate: [{ certificate_name: 'National Handloom Award', certificate_desc: 'For a kadwa brocade' }],
      awardCertificateImagePath: '/media/awards/',
    });
    const events = (await json(server, 'getEventsData')) as { resEventData: { event_booth: string }[] };
    expect(events).toMatchObject({ status: 'success', eventImagePath: '/media/events/' });
    expect(events.resEventData.map((e) => e.event_booth)).toEqual(['Hall 2, Booth 47', '']);
  });

  it('lists only featured blogs (never a draft) and testimonials', async () => {
    const blogs = (await json(server, 'featuredBlogsList')) as { blogsData: { blog_slug: string }[] };
    expect(blogs).toMatchObject({ status: 'success', blog_image_path: '/media/blogs/' });
    expect(blogs.blogsData.map((b) => b.blog_slug)).toEqual(['kundan-care', 'sarees']);
    expect(await json(server, 'featuredTestimonialList')).toMatchObject({
      status: 'success',
      testimonialData: [
        { testimonial_name: 'Ananya', testimonial_location: 'Chennai', testimonial_desc: '<p>Lovely</p>' },
      ],
      testimonial_image_path: '/media/testimonials/',
    });
  });
});

describe('showcase seed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-showcase-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (fixtures: Record<string, unknown>) =>
    startServer({ port: 0, dataDir, staticDir: null, quiet: true, fixturesDir: writeTinyFixtures(fixtures) });

  it(
    'answers empty lists without showcase files, then fills the empty tables of an existing database once',
    async () => {
      const before = await start({});
      try {
        expect(before.seeded).toBe(true);
        expect(await json(before, 'getTeamsData')).toMatchObject({ status: 'success', resTeamData: [] });
        expect(await json(before, 'featuredBlogsList')).toMatchObject({ status: 'success', blogsData: [] });
      } finally {
        await before.close();
      }

      const upgraded = await start(showcaseFiles);
      try {
        expect(upgraded.seeded).toBe(false);
        const team = (await json(upgraded, 'getTeamsData')) as { resTeamData: unknown[] };
        expect(team.resTeamData).toHaveLength(2);
        // An editor's change to the showcase survives the next start.
        await upgraded.database.db.delete(teamMembers);
      } finally {
        await upgraded.close();
      }

      const again = await start(showcaseFiles);
      try {
        expect(await json(again, 'getTeamsData')).toMatchObject({ resTeamData: [] });
        const events = (await json(again, 'getEventsData')) as { resEventData: unknown[] };
        expect(events.resEventData).toHaveLength(2);
      } finally {
        await again.close();
      }
    },
    3 * START_TIMEOUT_MS,
  );

  it('refuses a showcase file with a duplicate blog slug or a missing name', () => {
    const blog = { blog_name: 'A', blog_slug: 'a', blog_image: '', blog_short_description: '' };
    expect(() => loadSeedData(writeTinyFixtures({ 'content/showcase/blogs.json': [blog, blog] }))).toThrow(
      /content\/showcase\/blogs\.json is invalid:[\s\S]*Blog slugs must be unique/,
    );
    expect(() =>
      loadSeedData(writeTinyFixtures({ 'content/showcase/team.json': [{ team_name: ' ', team_image: '' }] })),
    ).toThrow(/content\/showcase\/team\.json is invalid:\n {2}\[0\]\.team_name/);
  });
});

describe('the repository showcase content', () => {
  const { showcase } = loadSeedData(DEFAULT_FIXTURES_DIR);

  it('fills every block, with some blogs and testimonials left unfeatured', () => {
    expect(showcase.team.length).toBeGreaterThanOrEqual(4);
    expect(showcase.awards.length).toBeGreaterThanOrEqual(4);
    expect(showcase.events.length).toBeGreaterThanOrEqual(3);
    expect(showcase.blogs.filter((b) => b.blog_featured).length).toBeGreaterThanOrEqual(3);
    expect(showcase.testimonials.filter((t) => t.testimonial_featured).length).toBeGreaterThanOrEqual(4);
  });

  it('has an image file for every /media/ URL (ADR 004)', () => {
    const urls = [
      ...showcase.team.map((x) => x.team_image),
      ...showcase.awards.map((x) => x.certificate_image),
      ...showcase.events.map((x) => x.event_image),
      ...showcase.blogs.map((x) => x.blog_image),
      ...showcase.testimonials.map((x) => x.testimonial_image),
    ];
    const missing = urls.filter((url) => !existsSync(join(DEFAULT_FIXTURES_DIR, 'images', url.replace('/media/', ''))));
    expect(missing).toEqual([]);
  });
});
