import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BlogArticlePage } from './components/blog/blog-article-page';
import { BlogListPage } from './components/blog/blog-list-page';
import { ContactPage } from './components/information/contact-page';
import { FaqPage } from './components/information/faq-page';
import { InfoPage } from './components/information/info-page';
import { JewelleryCarePage } from './components/information/jewellery-care-page';
import { SizeGuidePage } from './components/information/size-guide-page';
import { TestimonialsPage } from './components/information/testimonials-page';

/**
 * The information pages (issue 12 §1; catalogue §2 "Blog and testimonials", "Information pages"), answered by
 * the canned calls of fixtures/responses/information.ts, which are built from the seed.
 */
function AtRoute({ pattern, children }: { pattern: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={pattern} element={children} />
    </Routes>
  );
}

const meta = {
  title: 'Content/Information pages',
  component: AtRoute,
  args: { pattern: '/blog', children: <BlogListPage /> },
  parameters: { layout: 'fullscreen', route: '/blog' },
} satisfies Meta<typeof AtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile2', isRotated: false } };
const LOAD_MS = 10_000;
const ARTICLE = 'bis-hallmark-explained';

/** /blog: BLOG and the articles, newest first, each with its date and categories. */
export const Blog: Story = {
  play: async () => {
    await expect(await screen.findAllByRole('article', undefined, { timeout: LOAD_MS })).not.toHaveLength(0);
  },
};
export const BlogMobile: Story = { ...Blog, globals: mobile };

/** The 6 placeholders while the list loads (catalogue §9). */
export const BlogLoading: Story = { parameters: { queryLoading: [['information', 'blog', 'list']] } };

/** No article published yet. */
export const BlogEmpty: Story = {
  parameters: {
    queryData: [
      [['information', 'blog', 'list'], { status: 'success', message: '', blogsData: [], blog_image_path: '' }],
    ],
  },
};

/** An article while it loads: the title, cover and text held in place. */
export const BlogArticleLoading: Story = {
  args: { pattern: '/blog/:slug', children: <BlogArticlePage /> },
  parameters: { route: `/blog/${ARTICLE}`, queryLoading: [['information', 'blog', 'article', ARTICLE]] },
};

/** An article: categories, title, cover, body, Related Articles and View Articles. */
export const BlogArticle: Story = {
  args: { pattern: '/blog/:slug', children: <BlogArticlePage /> },
  parameters: { route: `/blog/${ARTICLE}` },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 }, { timeout: LOAD_MS })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'View Articles' })).toHaveAttribute('href', '/blog');
  },
};
export const BlogArticleMobile: Story = { ...BlogArticle, globals: mobile };

export const Testimonials: Story = {
  args: { pattern: '/testimonials', children: <TestimonialsPage /> },
  parameters: { route: '/testimonials' },
  play: async () => {
    await expect(await screen.findAllByRole('figure', undefined, { timeout: LOAD_MS })).not.toHaveLength(0);
  },
};

export const TestimonialsLoading: Story = {
  args: { pattern: '/testimonials', children: <TestimonialsPage /> },
  parameters: { route: '/testimonials', queryLoading: [['information', 'testimonials']] },
};

/** /faq: the topics in a slider (5 per view here), the first topic's questions; one opened. */
export const Faq: Story = {
  args: { pattern: '/faq', children: <FaqPage /> },
  parameters: { route: '/faq' },
  play: async () => {
    const topics = await screen.findByRole('region', { name: 'FAQ topics' }, { timeout: LOAD_MS });
    const [first] = within(topics).getAllByRole('button', { pressed: true });
    await expect(first).toBeVisible();
    const [question] = screen.getAllByRole('button', { expanded: false });
    if (question) await userEvent.click(question);
    await waitFor(() => expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1));
  },
};
export const FaqMobile: Story = { ...Faq, globals: mobile };

/** 5 topic and 6 question placeholders (catalogue §9). */
export const FaqLoading: Story = {
  args: { pattern: '/faq', children: <FaqPage /> },
  parameters: { route: '/faq', queryLoading: [['information', 'faq']] },
};

/** A topic without questions: 'No FAQ Found for this category'. */
export const FaqEmptyTopic: Story = {
  args: { pattern: '/faq', children: <FaqPage /> },
  parameters: {
    route: '/faq',
    queryData: [
      [
        ['information', 'faq'],
        {
          status: 'success',
          message: '',
          category_image_path: '/media/faq/',
          faqCatData: [{ fc_id: 1, fc_name: 'Gifting', fc_image: '', faqs: [] }],
        },
      ],
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText('No FAQ Found for this category', undefined, { timeout: LOAD_MS }),
    ).toBeVisible();
  },
};

export const JewelleryCare: Story = {
  args: { pattern: '/jewellery-care', children: <JewelleryCarePage /> },
  parameters: { route: '/jewellery-care' },
  play: async () => {
    const list = await screen.findByRole('navigation', { name: 'Care guide' }, { timeout: LOAD_MS });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'location');
  },
};
export const JewelleryCareMobile: Story = { ...JewelleryCare, globals: mobile };

export const JewelleryCareLoading: Story = {
  args: { pattern: '/jewellery-care', children: <JewelleryCarePage /> },
  parameters: {
    route: '/jewellery-care',
    queryLoading: [
      ['content', 'page', 'jewellery-care'],
      ['information', 'jewellery-care'],
    ],
  },
};

export const SizeGuide: Story = {
  args: { pattern: '/size-guide', children: <SizeGuidePage /> },
  parameters: { route: '/size-guide' },
  play: async () => {
    await expect(screen.getAllByRole('table')).toHaveLength(3);
  },
};
export const SizeGuideMobile: Story = { ...SizeGuide, globals: mobile };

export const Contact: Story = {
  args: { pattern: '/contact-us', children: <ContactPage /> },
  parameters: { route: '/contact-us' },
  play: async () => {
    await expect(await screen.findByText('Support hours', undefined, { timeout: LOAD_MS })).toBeVisible();
  },
};
export const ContactMobile: Story = { ...Contact, globals: mobile };

/** A title-only page with the services strip and support hours; on a phone Help & Support has a back arrow. */
export const HelpSupportMobile: Story = {
  args: { pattern: '/help-support', children: <InfoPage path="help-support" /> },
  parameters: { route: '/help-support' },
  globals: mobile,
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Shipping: Story = {
  args: { pattern: '/shipping', children: <InfoPage path="shipping" /> },
  parameters: { route: '/shipping' },
};
