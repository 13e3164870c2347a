import type { BagState } from '@/data/cart/bag';
import { BagEmpty } from './bag-empty';
import { BagLines } from './bag-lines';
import { BagSummary } from './bag-summary';
import { useLineActions } from './use-line-actions';
import styles from './bag.module.css';

/**
 * The bag: its lines and summary, or the empty state. One view for the drawer ('aside') and the /cart page
 * ('page') (STYLE 16); the page's blocks (cart-lines, cart-summary) render its two halves where the page
 * JSON places them. `onNavigate` closes the drawer when a link inside it is followed.
 */
export function BagView({
  bag,
  layout,
  onNavigate,
}: {
  bag: BagState;
  layout: 'aside' | 'page';
  onNavigate?: () => void;
}) {
  const { actions, busyLine } = useLineActions();
  if (bag.count === 0) {
    return (
      <>
        {bag.failed ? <p className={styles.failed}>We could not load your bag. Please try again.</p> : null}
        <BagEmpty {...(onNavigate ? { onContinue: onNavigate } : {})} />
      </>
    );
  }
  return (
    <>
      <BagLines lines={bag.lines} layout={layout} actions={actions} busyLine={busyLine} />
      <BagSummary summary={bag.summary} layout={layout} {...(onNavigate ? { onNavigate } : {})} />
    </>
  );
}
