import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { BAG_KEY, useBag } from '@/data/cart/bag';
import { recommendedProductsQueryOptions } from '@/data/catalogue/recommended-products';
import { BagView } from './bag-view';
import { Recommendations } from './recommendations';
import { useOpenSpinner } from './use-open-spinner';
import styles from './bag.module.css';

/**
 * The bag drawer (spec: shell §2 "Bag drawer", §4): heading "shopping bag" with the count, the bag's lines
 * and estimated total, "View my shopping bag" to /cart, and "You might also like". Each open fetches the
 * customer's bag again (a guest's is read from storage) and the recommendations, behind the 0.5 s spinner.
 */
export function BagDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const bag = useBag();
  const client = useQueryClient();
  const spinning = useOpenSpinner(open) || bag.loading;
  // The drawer stays mounted once opened: each later open fetches again (the first one fetched on mount).
  const opened = useRef(false);
  useEffect(() => {
    if (!open) return;
    void client.invalidateQueries({ queryKey: BAG_KEY });
    if (opened.current) void client.invalidateQueries({ queryKey: recommendedProductsQueryOptions().queryKey });
    opened.current = true;
  }, [open, client]);
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={
        <>
          shopping bag <span className={styles.count}>({bag.count})</span>
        </>
      }
    >
      <div className={styles.drawerBody}>
        {spinning ? (
          <Spinner surface label="Loading your bag" />
        ) : (
          <BagView bag={bag} layout="aside" onNavigate={close} />
        )}
        <Recommendations layout="aside" />
      </div>
    </Drawer>
  );
}
