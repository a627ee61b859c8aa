import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiReferenceById} from './src/constants';

const arkdReference = apiReferenceById('arkd');
const fulmineReference = apiReferenceById('fulmine');

/** The three sidebars of REQUIREMENTS.md §1.3; each starts with its section's index doc. */
const sidebars = {
  learn: [
    {type: 'doc', id: 'ark/index', label: 'Overview'},
    {type: 'doc', id: 'ark/FAQ', label: 'FAQ'},
    {type: 'doc', id: 'ark/terminology', label: 'Terminology'},
    {
      type: 'category',
      label: 'Deep dive',
      collapsed: false,
      items: [
        'ark/deep-dive/intro',
        'ark/deep-dive/vtxos',
        'ark/deep-dive/transactions',
        'ark/deep-dive/commitment-txs',
        'ark/deep-dive/batch-swaps',
        'ark/deep-dive/ramps',
      ],
    },
  ],
  integrate: [
    {type: 'doc', id: 'integrate/index', label: 'Overview'},
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['integrate/dev-env', 'integrate/sdk'],
    },
    {
      type: 'category',
      label: 'arkd API',
      collapsed: false,
      items: ['integrate/api', {type: 'link', label: 'arkd API reference', href: arkdReference.route}],
    },
  ],
  products: [
    {
      type: 'category',
      label: 'fulmine',
      collapsed: false,
      link: {type: 'doc', id: 'products/fulmine/index'},
      items: [
        'products/fulmine/installation',
        'products/fulmine/integrate',
        'products/fulmine/api',
        {type: 'link', label: 'fulmine API reference', href: fulmineReference.route},
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
