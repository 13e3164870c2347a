import { HeroBanner } from './hero-banner';

/**
 * The registry's entry point for the 'hero-banner' special block. A separate module so the registry's lazy
 * import does not compete with the home page's static import of HeroBanner (one chunk, no bundler warning).
 */
export function HeroBannerBlock() {
  return <HeroBanner />;
}
