import type {Navbar} from '@docusaurus/theme-common';
import {FLEXERA_ONE_LINKS, RESOURCE_LINKS, SITE, SNOW_ATLAS_LINKS, type ExternalLink} from '../data/site';
import {PRODUCTS} from '../data/products';

const external = (links: readonly ExternalLink[]) => links.map(({label, href}) => ({label, href}));

export function buildNavbar() {
  return {
    title: undefined,
    hideOnScroll: true,
    logo: {
      alt: `${SITE.familyName} documentation home`,
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 112,
      height: 32,
    },
    items: [
      {type: 'dropdown', label: 'Flexera One', position: 'left', items: external(FLEXERA_ONE_LINKS)},
      {type: 'dropdown', label: 'Snow Atlas', position: 'left', items: external(SNOW_ATLAS_LINKS)},
      {
        type: 'dropdown',
        label: 'More products',
        position: 'left',
        items: PRODUCTS.map(({name, route}) => ({label: name, to: route})),
      },
      {type: 'dropdown', label: 'Resources', position: 'left', items: external(RESOURCE_LINKS)},
      {type: 'search', position: 'right'},
    ],
  } satisfies Navbar;
}
