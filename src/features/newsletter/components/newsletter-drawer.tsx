import { Drawer } from '@/components/ui/drawer';
import { NewsletterForm } from './newsletter-form';

/** The newsletter sign-up drawer opened by the welcome banner's SIGN UP (spec: shell §2 Footer). */
export function NewsletterDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Newsletter" side="right">
      <NewsletterForm onDone={() => onOpenChange(false)} />
    </Drawer>
  );
}
