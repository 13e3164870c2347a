import { useId } from 'react';
import type { SelectedTerm, VariationAttribute } from '@schemas/catalogue-product';
import { cx } from '@/lib/inline-style';
import { mediaUrl } from '@/lib/media';
import { chosenTermName, selectedTerm } from '../product-view';
import styles from './variation-pickers.module.css';

const SWATCH_IMAGE = 44;

/**
 * The variation pickers of the product page and the variation drawer, one component for both (STYLE 16;
 * shell §3 "Variation attribute"): a colour swatch (type 1, terms_value), an image swatch (type 2,
 * terms_image) or the term's name (type 3). Each attribute is a radio group, so arrow keys move within it
 * and the chosen term is announced; choosing one calls `onChoose` with the term as the selection holds it.
 */
export function VariationPickers({
  attributes,
  selection,
  termImageBase,
  onChoose,
  disabled = false,
}: {
  attributes: readonly VariationAttribute[];
  selection: readonly SelectedTerm[];
  termImageBase: string;
  onChoose: (term: SelectedTerm) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div className={styles.pickers}>
      {attributes.map((attribute, index) => {
        const { attribute_name: attributeName, attribute_type: type } = attribute.attributes;
        const current = chosenTermName(selection, attributeName);
        if (attribute.attr_terms.length === 0) return null;
        return (
          <fieldset key={attributeName} className={styles.attribute} disabled={disabled}>
            <legend className={styles.legend}>
              {attributeName}
              {current ? <span className={styles.current}>: {current}</span> : null}
            </legend>
            <div className={styles.terms}>
              {attribute.attr_terms.map((term) => {
                const checked = current === term.terms_name;
                return (
                  <label
                    key={term.terms_id}
                    className={cx(
                      type === 1 ? styles.colour : type === 2 ? styles.image : styles.text,
                      checked && styles.checked,
                    )}
                    title={term.terms_name}
                  >
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`${name}-${index}`}
                      value={term.terms_name}
                      checked={checked}
                      onChange={() => onChoose(selectedTerm(attribute, term, termImageBase))}
                    />
                    {type === 1 ? (
                      <>
                        <span
                          className={styles.swatch}
                          style={{ background: term.terms_value || 'transparent' }}
                          aria-hidden="true"
                        />
                        <span className="visually-hidden">{term.terms_name}</span>
                      </>
                    ) : type === 2 ? (
                      <img
                        className={styles.swatchImage}
                        src={mediaUrl(term.terms_image, termImageBase)}
                        alt={term.terms_name}
                        width={SWATCH_IMAGE}
                        height={SWATCH_IMAGE}
                        loading="lazy"
                      />
                    ) : (
                      <span>{term.terms_name}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
