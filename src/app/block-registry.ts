import { cmsBlocks } from '@blocks/registry';
import { accountBlocks } from '@/features/account/blocks';
import { cartBlocks } from '@/features/cart/blocks';
import { checkoutBlocks } from '@/features/checkout/blocks';
import { composeRegistry } from '@/renderer/define-block';

/**
 * Every block the storefront renders: the CMS blocks (blocks/registry.ts) and the special blocks features
 * provide. A feature exports its special blocks as a registry (`cartBlocks` from
 * src/features/cart/blocks.ts, say) and is added here; it never imports the app (ADR 016).
 */
export const appRegistry = composeRegistry(cmsBlocks, cartBlocks, accountBlocks, checkoutBlocks);
