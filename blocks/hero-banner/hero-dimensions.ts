/** Banner artwork sizes (fixtures: 1600x700 desktop, 800x1000 mobile); the box is reserved at this ratio (CLS 0). */
export const HERO_SIZE = {
  browser: { width: 1600, height: 700 },
  mobile: { width: 800, height: 1000 },
} as const;

export type HeroVariant = keyof typeof HERO_SIZE;

export const heroRatio = (variant: HeroVariant) => `${HERO_SIZE[variant].width} / ${HERO_SIZE[variant].height}`;
