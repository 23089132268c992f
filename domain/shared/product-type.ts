/** The four product lines, in the order the spec lists the valid type codes. */
export const PRODUCT_TYPES = ['wl', 'hl', 'ag', 'ed'] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType => (PRODUCT_TYPES as readonly unknown[]).includes(value);

/** How each product line is named to patients. */
export const PRODUCT_TYPE_NAMES: Readonly<Record<ProductType, string>> = {
  ed: 'Erectile dysfunction',
  hl: 'Hair loss',
  wl: 'Weight loss',
  ag: 'Anti-aging',
};
