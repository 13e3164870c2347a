/**
 * spec: shell §9 — the mobile layout applies on screens 768 px wide or narrower. The shared hook also
 * agrees with a server render's device guess during hydration (ADR 014).
 */
export { useIsMobile } from '@/lib/use-media-query';
