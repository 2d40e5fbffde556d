/**
 * The products the navbar's "More products" menu lists, in its order. Each
 * name is the label of the product's top-level sidebar category, the same
 * label search shows in its result trail and filters, so a product is called
 * one thing everywhere. Build-side only: it reads the information
 * architecture, which client code must not import.
 */
import {topLevelCategoryAt} from './page-tree';

const PRODUCT_ROUTES = [
  '/eco/',
  '/elastigroup/',
  '/managed-instance/',
  '/ocean/',
  '/ocean-spark/',
  '/administration/',
  '/spot-connect/',
  '/spot-security/',
  '/spot-storage/',
  '/tools-and-provisioning/',
  '/faqs/',
] as const;

export type Product = {name: string; route: string};

export const PRODUCTS: readonly Product[] = PRODUCT_ROUTES.map((route) => {
  const category = topLevelCategoryAt(route);
  if (!category) throw new Error(`products: ${route} is not a top-level sidebar category`);
  return {name: category.label, route};
});
