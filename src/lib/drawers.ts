import { createContext, useContext } from 'react';

/**
 * The shared panels that open over any page (spec: shell §2), and what each is opened with. The app's
 * frame owns their state and code (src/app/layout/lazy-drawers.tsx); features and blocks open them
 * through `useOpenDrawer`, so none imports another to open its panel.
 */
export interface DrawerPayloads {
  search: undefined;
  newsletter: undefined;
  menu: undefined;
  /** The bag drawer (shell §2 "Bag drawer"). */
  bag: undefined;
  /** The variation picker (shell §2 "Variation picker drawer") for the product `slug`. */
  variation: { slug: string };
}

export type DrawerName = keyof DrawerPayloads;

/** An open request: a drawer's name and, where it takes one, its payload. */
export type DrawerRequest = {
  [N in DrawerName]: DrawerPayloads[N] extends undefined ? { name: N } : { name: N; payload: DrawerPayloads[N] };
}[DrawerName];

export type OpenDrawer = (request: DrawerRequest) => void;

export const DrawerContext = createContext<OpenDrawer>(() => undefined);

/** Opens a shared panel (one is open at a time: opening one closes the other). */
export const useOpenDrawer = (): OpenDrawer => useContext(DrawerContext);
