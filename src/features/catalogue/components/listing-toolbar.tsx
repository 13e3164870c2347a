import { useId } from 'react';
import type { AttributeFilter } from '@schemas/catalogue-listing';
import { PRICE_LABELS, SORT_OPTIONS } from '../listing-labels';
import {
  SHOPPER_SORTS,
  chooseSort,
  hasFilters,
  toggleTerm,
  type ListingSort,
  type ListingState,
} from '../listing-params';
import styles from './listing-toolbar.module.css';

const isSort = (value: string): value is ListingSort => (SHOPPER_SORTS as readonly string[]).includes(value);

/** The Sort select (catalogue §2, §9 labels). */
export function SortSelect({ state, onChange }: { state: ListingState; onChange: (next: ListingState) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort
      </label>
      <select
        id={id}
        className={styles.select}
        value={state.sort}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(chooseSort(state, event.target.value));
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Chips for the applied filters, each removing its own, and "Clear all filters" (catalogue §2, §4:
 * attribute filters can be removed one by one or cleared together).
 */
export function AppliedFilters({
  state,
  groups,
  onChange,
  onClear,
}: {
  state: ListingState;
  groups: readonly AttributeFilter[];
  onChange: (next: ListingState) => void;
  onClear: () => void;
}) {
  if (!hasFilters(state)) return null;
  const names = new Map(groups.flatMap((g) => g.attributeterms.map((t) => [t.terms_id, t.terms_name] as const)));
  return (
    <div className={styles.applied}>
      <ul className={styles.chips} aria-label="Applied filters">
        {state.price && (
          <li>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove filter ${PRICE_LABELS[state.price]}`}
              onClick={() => onChange({ ...state, price: null, page: 1 })}
            >
              {PRICE_LABELS[state.price]} <span aria-hidden="true">×</span>
            </button>
          </li>
        )}
        {state.terms.map((term) => {
          const name = names.get(term) ?? `#${term}`;
          return (
            <li key={term}>
              <button
                type="button"
                className={styles.chip}
                aria-label={`Remove filter ${name}`}
                onClick={() => onChange(toggleTerm(state, term))}
              >
                {name} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clear} onClick={onClear}>
        Clear all filters
      </button>
    </div>
  );
}
