import { useIsMobile } from '@/lib/use-media-query';
import { PageSections } from './page-sections';

/**
 * The browser set above 768 px and the mobile set at 768 px and below (spec: shell §2 "Separate content
 * sets exist for browser and mobile widths"; §9 mobile breakpoint). Only the visible set renders, so
 * only its blocks' code loads. Problems are reported as `browser[i]…` / `mobile[i]…`.
 */
export function ResponsiveSections({ browser, mobile }: { browser: unknown[]; mobile: unknown[] }) {
  const isMobile = useIsMobile();
  return isMobile ? (
    <PageSections key="mobile" sections={mobile} path="mobile" />
  ) : (
    <PageSections key="browser" sections={browser} path="browser" />
  );
}
