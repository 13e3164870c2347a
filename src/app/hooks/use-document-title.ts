import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Padmakshya';
export const HOME_TITLE = 'Padmakshya — Jewellery, Clothing & Handcrafted Textiles';

/** Where the server renderer collects the page's title for its `<title>` (ADR 014); absent in the browser. */
export const TitleSinkContext = createContext<{ title?: string } | null>(null);

const documentTitle = (title: string | undefined) => (title ? `${title} | ${SITE_NAME}` : HOME_TITLE);

/** Sets the tab title to "{title} | Padmakshya"; without a title, the home title. */
export function useDocumentTitle(title: string | undefined) {
  const sink = useContext(TitleSinkContext);
  // A server render runs no effects: the page's title is noted during render instead.
  if (sink) sink.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
