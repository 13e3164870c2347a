import { createContext, useContext, type MouseEvent } from 'react';

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
  /** The sign-in modal (shell §2), with what to do once the shopper is signed in, where they were. */
  signIn: SignInPayload | undefined;
  /** The sign-up modal (shell §2); a new account is signed in, so it takes the same payload. */
  signUp: SignInPayload | undefined;
}

/**
 * What a sign-in or sign-up modal goes on with after success: the shopper stays on the page they were on, and
 * the action that needed an account (a heart's tap) is carried out.
 */
export interface SignInPayload {
  afterSignIn?: () => void;
}

export type DrawerName = keyof DrawerPayloads;

/** An open request: a drawer's name and, where it takes one, its payload (optional where it may be left out). */
export type DrawerRequest = {
  [N in DrawerName]: DrawerPayloads[N] extends undefined
    ? { name: N }
    : undefined extends DrawerPayloads[N]
      ? { name: N; payload?: DrawerPayloads[N] }
      : { name: N; payload: DrawerPayloads[N] };
}[DrawerName];

export type OpenDrawer = (request: DrawerRequest) => void;

export const DrawerContext = createContext<OpenDrawer>(() => undefined);

/** Opens a shared panel (one is open at a time: opening one closes the other). */
export const useOpenDrawer = (): OpenDrawer => useContext(DrawerContext);

/**
 * A link's click handler that opens a panel instead of following the link (the header's Login opens the sign-in
 * modal): a plain click only, so a new tab or window (a modifier key, the middle button) still follows the link,
 * as does a click before the app has started.
 */
export const openInstead =
  (open: () => void) =>
  (event: MouseEvent<HTMLElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
