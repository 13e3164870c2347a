import { Link } from 'react-router-dom';
import type { AttributeFilter, CategorySummary } from '@schemas/catalogue-listing';
import { cx } from '@/lib/inline-style';
import { COLOUR_ATTRIBUTE, PRICE_LABELS, SIZE_ATTRIBUTE } from '../listing-labels';
import { PRICE_RANGES, choosePrice, toggleTerm, type ListingState } from '../listing-params';
import styles from './filter-groups.module.css';

export interface FilterFacts {
  /** Attribute filter groups of the listing (categorydetails resAttributesData). */
  groups: readonly AttributeFilter[];
  /** Products per term with the other groups' selections applied (product-list termCounts). */
  termCounts: ReadonlyMap<number, number>;
  /** Products per price bucket with the attribute filters applied (product-list priceRangeCounts). */
  priceCounts: ReadonlyMap<string, number>;
  /** Categories with their counts (product-list categoriesList). */
  categories: readonly CategorySummary[];
  /** The slug of the category the listing shows, highlighted. */
  activeCategory: string | undefined;
}

/** The groups the filter shows: colour swatches (type 1) and size lists (type 3) with terms (catalogue §3). */
export const shownGroups = (groups: readonly AttributeFilter[]) =>
  groups.filter(
    (g) =>
      (g.attribute_type === COLOUR_ATTRIBUTE || g.attribute_type === SIZE_ATTRIBUTE) && g.attributeterms.length > 0,
  );

const count = (counts: ReadonlyMap<number | string, number>, key: number | string) => counts.get(key) ?? 0;

/**
 * Price (single-select), Categories (only those with products, with counts, the active one highlighted)
 * and the attribute groups (catalogue §2 "Left sidebar", §4 "Listing"). The same groups show in the
 * sidebar on wide screens and in the filter panel on small ones.
 */
export function FilterGroups({
  state,
  facts,
  onChange,
  idPrefix,
}: {
  state: ListingState;
  facts: FilterFacts;
  onChange: (next: ListingState) => void;
  /** Keeps the radio group's name unique when the sidebar and the panel are both in the page. */
  idPrefix: string;
}) {
  const categories = facts.categories.filter((c) => c.product_count > 0);
  return (
    <div className={styles.groups}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price</legend>
        <ul className={styles.options}>
          {PRICE_RANGES.map((range) => (
            <li key={range}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name={`${idPrefix}-price`}
                  value={range}
                  checked={state.price === range}
                  onChange={() => onChange(choosePrice(state, range))}
                />
                <span>{PRICE_LABELS[range]}</span>{' '}
                <span className={styles.count}>({count(facts.priceCounts, range)})</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {categories.length > 0 && (
        <div className={styles.group} role="group" aria-labelledby={`${idPrefix}-categories`}>
          <h2 className={styles.legend} id={`${idPrefix}-categories`}>
            Categories
          </h2>
          <ul className={styles.options}>
            {categories.map((category) => {
              const active = category.cat_slug === facts.activeCategory;
              return (
                <li key={category.cat_slug}>
                  <Link
                    to={`/list/category/${encodeURIComponent(category.cat_slug)}`}
                    className={cx(styles.category, active && styles.active)}
                    aria-current={active ? 'page' : undefined}
                  >
                    <span>{category.cat_name}</span> <span className={styles.count}>({category.product_count})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {shownGroups(facts.groups).map((group) => (
        <div
          key={group.attribute_name}
          className={styles.group}
          role="group"
          aria-labelledby={`${idPrefix}-attr-${group.attribute_id ?? group.attribute_name}`}
        >
          <h2 className={styles.legend} id={`${idPrefix}-attr-${group.attribute_id ?? group.attribute_name}`}>
            {group.attribute_name}
          </h2>
          <ul className={group.attribute_type === COLOUR_ATTRIBUTE ? styles.swatches : styles.sizes}>
            {group.attributeterms.map((term) => {
              const chosen = state.terms.includes(term.terms_id);
              const n = count(facts.termCounts, term.terms_id);
              return (
                <li key={term.terms_id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    // A term no product of the listing has cannot narrow it; a chosen one can always go.
                    disabled={!chosen && n === 0}
                    className={cx(
                      group.attribute_type === COLOUR_ATTRIBUTE ? styles.swatch : styles.size,
                      chosen && styles.chosen,
                    )}
                    onClick={() => onChange(toggleTerm(state, term.terms_id))}
                  >
                    {group.attribute_type === COLOUR_ATTRIBUTE && (
                      <span
                        className={styles.colour}
                        style={{ background: term.terms_value || 'transparent' }}
                        aria-hidden="true"
                      />
                    )}
                    <span>{term.terms_name}</span> <span className={styles.count}>({n})</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
