import { describe, expect, it } from 'vitest';
import {
  chooseTerm,
  chosenTermName,
  dimensionRows,
  highlightsOf,
  productStructuredData,
  selectedTerm,
  shownProduct,
} from './product-view';
import {
  productAnswer,
  roseGoldPrice,
  sizeMPrice,
  variableProduct,
  variationData,
} from './test-support/product-fixtures';

const [colour, finish, size] = variationData;
if (!colour || !finish || !size) throw new Error('fixture attributes missing');

describe('what the product page shows (catalogue §4, shell §4 "Variation drawer")', () => {
  it("shows the product's own fields until a variation answers", () => {
    expect(shownProduct(variableProduct, productAnswer.arrayImages)).toEqual({
      sku: 'PDK-ER-042-GLD-S',
      price: 12500,
      sellingPrice: 9999,
      discount: 2501,
      stock: 4,
      moq: 1,
      images: productAnswer.arrayImages,
      dimensions: { length: 2.5, width: 1.25, height: undefined },
    });
  });

  it("replaces sku, stock, moq, discount, price, images and dimensions with the variation's", () => {
    expect(shownProduct(variableProduct, productAnswer.arrayImages, roseGoldPrice)).toEqual({
      sku: 'PDK-ER-042-RSG-S',
      price: 13000,
      sellingPrice: 11250,
      discount: 1750,
      stock: null,
      moq: 2,
      images: ['/media/products/temple-jhumka-rose.webp'],
      dimensions: { length: 2.75, width: 1.5, height: 0.5 },
    });
  });

  it("keeps the product's images for a variation without its own, and reads stock 0 as 0", () => {
    const shown = shownProduct(variableProduct, productAnswer.arrayImages, sizeMPrice);
    expect(shown.images).toEqual(productAnswer.arrayImages);
    expect(shown.stock).toBe(0);
  });

  it('ignores a variation answer that is an error (that combination is not sold)', () => {
    const shown = shownProduct(variableProduct, productAnswer.arrayImages, { status: 'error', arrayImages: [] });
    expect(shown.sku).toBe(variableProduct.product_sku);
  });
});

describe('choosing terms (shell §4: a choice replaces that attribute’s term)', () => {
  const gold = colour.attr_terms[0];
  const rose = colour.attr_terms[1];
  const polished = finish.attr_terms[1];
  const medium = size.attr_terms[1];
  if (!gold || !rose || !polished || !medium) throw new Error('fixture terms missing');

  it('carries the colour (type 1), the image URL (type 2) or the name (type 3) as the value', () => {
    expect(selectedTerm(colour, rose)).toEqual({
      attr: 'Colour',
      terms: 'Rose Gold',
      terms_value: '#b76e79',
      terms_type: 1,
    });
    expect(selectedTerm(finish, polished, '/media/terms')).toMatchObject({
      terms_value: '/media/terms/polished.webp',
      terms_type: 2,
    });
    expect(selectedTerm(size, medium)).toMatchObject({ terms_value: 'M', terms_type: 3 });
  });

  it("replaces only the chosen attribute's term, in place", () => {
    const next = chooseTerm(productAnswer.selvararray, selectedTerm(colour, rose));
    expect(next.map((s) => s.terms)).toEqual(['Rose Gold', 'Antique', 'S']);
    expect(chosenTermName(next, 'Colour')).toBe('Rose Gold');
    expect(chooseTerm([], selectedTerm(size, medium))).toEqual([selectedTerm(size, medium)]);
  });
});

describe('product facts', () => {
  it('splits highlights on ## and drops blank items', () => {
    expect(highlightsOf(variableProduct.product_highlight)).toEqual([
      'Handcrafted in Chennai',
      '92.5 silver',
      'Gift box',
    ]);
    expect(highlightsOf('')).toEqual([]);
  });

  it('lists the dimensions that are set, in inches', () => {
    expect(dimensionRows({ length: 2.5, width: 1.25, height: undefined })).toEqual([
      ['Length', '2.5 in'],
      ['Width', '1.25 in'],
    ]);
    expect(dimensionRows({ length: 0 })).toEqual([]);
  });

  it('describes the product for search engines: name, image, price in INR, availability', () => {
    const inStock = shownProduct(variableProduct, productAnswer.arrayImages);
    expect(productStructuredData(variableProduct, inStock, ['https://shop.test/a.webp'])).toMatchObject({
      '@type': 'Product',
      name: 'Temple Jhumka Earrings',
      image: ['https://shop.test/a.webp'],
      offers: { price: '9999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    const madeToOrder = shownProduct(variableProduct, [], roseGoldPrice);
    expect(productStructuredData(variableProduct, madeToOrder, []).offers).toMatchObject({
      price: '11250.00',
      availability: 'https://schema.org/MadeToOrder',
    });
  });
});
