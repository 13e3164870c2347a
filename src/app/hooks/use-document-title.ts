import { useEffect } from 'react';

export const SITE_NAME = 'Padmakshya';
export const HOME_TITLE = 'Padmakshya — Jewellery, Clothing & Handcrafted Textiles';

/** Sets the tab title to "{title} | Padmakshya"; without a title, the home title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : HOME_TITLE;
  }, [title]);
}
