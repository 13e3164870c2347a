import { useIsMobile } from '@/lib/use-media-query';
import { PageSections } from './page-sections';

/**
 * The browser set above 768 px and the mobile set at 768 px and below (spec: shell §2 "Separate content
 * sets exist for browser and mobile widths"; §9 mobile breakpoint). Only the visible set renders, so
 * only its blocks' code loads. Problems are reported as `browser[i]…` / `mobile[i]…`.
 *
 * `afterHero`: the page draws its own largest paint above the sections (home's hero), so none of
 * them is above the fold. Sections after the first are laid out once near the screen (ADR 050).
 */
export function ResponsiveSections({
  browser,
  mobile,
  afterHero = false,
}: {
  browser: unknown[];
  mobile: unknown[];
  afterHero?: boolean;
}) {
  const isMobile = useIsMobile();
  return isMobile ? (
    <PageSections key="mobile" sections={mobile} path="mobile" firstAboveTheFold={!afterHero} layOutLater />
  ) : (
    <PageSections key="browser" sections={browser} path="browser" firstAboveTheFold={!afterHero} layOutLater />
  );
}
