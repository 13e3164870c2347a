import { createContext, useContext } from 'react';

/**
 * True for what sits right under a largest paint the page draws itself (the home page's hero, above its first
 * section; the renderer provides it). It often shares the first screen with that paint, and a phone's browser
 * would raise its images to high priority once laid out, to share the link with the largest paint's: images
 * here that are not fetched early ask for low priority instead (ADR 069).
 */
export const UnderTheLargestPaintContext = createContext(false);

export const useUnderTheLargestPaint = () => useContext(UnderTheLargestPaintContext);
