import { expect, test } from 'vitest';
import { PRODUCT_TAG_NAMES } from './glossary-products.ts';
import { PRODUCT_NAMES } from './product-names.ts';

test('a data dictionary tag names its product as the portal does (spec §1: Modular Intelligence, Shopper Behavior …)', () => {
  expect(PRODUCT_TAG_NAMES.mod_intel).toBe(PRODUCT_NAMES.MODULAR_INTELLIGENCE);
  expect(PRODUCT_TAG_NAMES.shopper_behavior).toBe(PRODUCT_NAMES.SHOPPER_BEHAVIOR);
  expect(PRODUCT_TAG_NAMES.customer_perception).toBe(PRODUCT_NAMES.CUSTOMER_PERCEPTION);
  expect(PRODUCT_TAG_NAMES.digital_landscapes).toBe(PRODUCT_NAMES.DIGITAL_LANDSCAPES);
});
