import type { z } from 'zod';
import type {
  CatalogueAttributeSchema,
  CatalogueCategorySchema,
  CatalogueProductSchema,
  CatalogueSizeGuideSchema,
} from '@fixtures/catalogue-schema';

interface CatalogueFiles {
  categories: z.infer<typeof CatalogueCategorySchema>[];
  collections: z.infer<typeof CatalogueCategorySchema>[];
  attributes: z.infer<typeof CatalogueAttributeSchema>[];
  sizeGuides: z.infer<typeof CatalogueSizeGuideSchema>[];
  products: z.infer<typeof CatalogueProductSchema>[];
}

/**
 * The first broken link between catalogue files, as `[index].field: problem`, or null: a product's collections,
 * terms, size guide, looks and related products must exist, and each variation names one term per attribute
 * with no two variations alike (variation-wise-price finds a variation by its terms).
 */
export function checkCatalogueLinks(files: CatalogueFiles): string | null {
  const collections = new Set(files.collections.map((c) => c.cat_slug));
  const attributeOf = new Map(files.attributes.flatMap((a) => a.terms.map((t) => [t.terms_id, a.attribute_id])));
  const guides = new Set(files.sizeGuides.map((g) => g.size_guide_id));
  const ids = new Set(files.products.map((p) => p.product_id));
  for (const [i, p] of files.products.entries()) {
    const collection = files.collections.length > 0 ? p.collections.find((c) => !collections.has(c)) : undefined;
    if (collection) return `[${i}].collections: unknown collection '${collection}'`;
    const term = (p.terms ?? []).find((t) => !attributeOf.has(t));
    if (term !== undefined) return `[${i}].terms: unknown term ${term}`;
    if (p.size_guide_id !== undefined && !guides.has(p.size_guide_id)) {
      return `[${i}].size_guide_id: unknown size guide ${p.size_guide_id}`;
    }
    const link = [...(p.looks ?? []), ...(p.related ?? [])].find((id) => !ids.has(id) || id === p.product_id);
    if (link !== undefined) return `[${i}].looks/related: ${link} is not another product`;
    const seen = new Set<string>();
    for (const [k, v] of (p.variations ?? []).entries()) {
      const attrs = v.terms.map((t) => attributeOf.get(t));
      if (attrs.some((a) => a === undefined)) return `[${i}].variations[${k}].terms: unknown term`;
      if (new Set(attrs).size !== attrs.length) return `[${i}].variations[${k}].terms: two terms of one attribute`;
      const key = [...v.terms].sort((a, b) => a - b).join(',');
      if (seen.has(key)) return `[${i}].variations[${k}].terms: the same terms as another variation`;
      seen.add(key);
    }
  }
  return null;
}
