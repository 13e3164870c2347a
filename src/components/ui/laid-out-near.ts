import styles from './laid-out-near.module.css';

/**
 * The class of a part far down a page (a CMS section after the first) that the browser lays out only once it
 * comes near the screen (ADR 050). Nothing inside it may be `position: fixed`.
 */
export const laidOutNear = styles.near ?? '';

/**
 * Lays out every such part at its real height (true) before a scroll to a remembered position or a
 * fragment, or lets them wait again (false) once a page starts at its top.
 */
export function layOutWholePage(whole: boolean, root: HTMLElement = document.documentElement): void {
  if (whole) root.dataset.wholeLayout = '';
  else delete root.dataset.wholeLayout;
}
