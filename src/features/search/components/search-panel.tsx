import { Drawer } from '@/components/ui/drawer';
import { SearchForm } from './search-form';

/** The search panel over any page (spec: shell §2 Search panel). */
export function SearchPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Search" side="top">
      <SearchForm onSearched={() => onOpenChange(false)} />
    </Drawer>
  );
}
