import { z } from 'zod/mini';
import { defineBlock } from '@/renderer/define-block';
import { HeroPlaceholder } from './hero-placeholder';
import { lazySchema } from '@schemas/lazy';

/**
 * The special block 'hero-banner' (spec: shell §2 "Home page": header, hero banner slider, sections). It
 * takes no CMS fields: it fetches its own banners. The home page may also use HeroBanner directly.
 */
export const heroBannerBlock = defineBlock({
  type: 'hero-banner',
  name: 'Hero banner',
  schema: lazySchema(() => z.object({})),
  skeleton: () => <HeroPlaceholder />,
  load: () => import('./hero-banner-block').then((m) => m.HeroBannerBlock),
});
