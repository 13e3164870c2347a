import { z } from 'zod/mini';
import { NAME_MAX, requiredEmailError, requiredTextError } from '../domain/account-validation';
import { messages } from '../domain/messages';
import { EMAIL_MAX } from '../domain/validation';
import {
  checkedString,
  looseArray,
  looseNumber,
  looseString,
  money,
  optionalNumber,
  preprocess,
  status,
} from './primitives';
import { boundedText, optionalId, requestMessages } from './request-input';
import { lazySchema } from './lazy';

/** A product id a request must carry: a whole number from 1 to MAX_ID. */
const productId = lazySchema(() => z.pipe(optionalId, z.number({ error: requestMessages.id })));

/** One chosen term of a variable product, as the product page holds it (shell §3 "selected_variation"). */
export const WishVariationSchema = lazySchema(() =>
  z.object({
    attr: boundedText(100, looseString),
    terms: boundedText(100, looseString),
  }),
);
export type WishVariation = z.infer<typeof WishVariationSchema>;

/**
 * POST add-to-fav (catalogue §7 "product fields"): the product and the variation the shopper had chosen.
 * It toggles: a product already in the wishlist leaves it.
 */
export const AddToFavRequestSchema = lazySchema(() =>
  z.object({
    product_id: productId,
    selected_variation: preprocess((v) => v ?? [], z.array(WishVariationSchema).check(z.maxLength(10))),
  }),
);

/** POST addToFavList / remove-fav-wishlist (shell §7, catalogue §7): just the product. */
export const FavProductRequestSchema = lazySchema(() => z.object({ product_id: productId }));

/**
 * The toggle's answer (shell §7 `data.status, data.notification, data.count`). `ufp_id` (ours, additive)
 * says where the product now is: above 0 in the wishlist (the product card's rule, shell §3), 0 out of it.
 * A lapsed session answers the top-level status 'error' with "Session expired".
 */
export const ToggleFavResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    data: preprocess(
      (v) => v ?? {},
      z.object({
        status,
        notification: looseString,
        count: preprocess((v) => v ?? 0, z.number()),
        ufp_id: preprocess((v) => v ?? 0, z.number()),
      }),
    ),
  }),
);
export type ToggleFavResponse = z.infer<typeof ToggleFavResponseSchema>;

/** remove-fav-wishlist's answer (catalogue §7 "not shown"): status, message and the new count. */
export const RemoveFavResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    count: preprocess((v) => v ?? 0, z.number()),
  }),
);

/** A wishlist item (catalogue §3): the product, what it looked like when kept, and the chosen variation. */
export const WishlistItemSchema = lazySchema(() =>
  z.object({
    ufp_id: looseNumber,
    product: z.object({
      product_id: looseNumber,
      product_name: looseString,
      product_slug: looseString,
      product_type: optionalNumber,
      product_price: money,
      /** The chosen variation's selling price when there is one, else the product's (from the database). */
      product_selling_price: money,
      /** The chosen variation (product_variations id) of a variable product, for adding it to the bag. */
      variation_id: optionalNumber,
    }),
    ufp_product_data: z.object({
      product_image: looseString,
      /** The chosen terms as the shopper reads them ("Gold, 16 in"); empty for a simple product. */
      product_variation: looseString,
      selected_variation: looseArray(WishVariationSchema),
    }),
    ufp_selected_variation: looseArray(WishVariationSchema),
  }),
);
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET user-fav-data (catalogue §7): `favdata` and `img_path`, the base of product images. */
export const FavDataResponseSchema = lazySchema(() =>
  z.object({
    status,
    message: looseString,
    favdata: looseArray(WishlistItemSchema),
    img_path: looseString,
  }),
);
export type FavDataResponse = z.infer<typeof FavDataResponseSchema>;

const trimmedText = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? ''));
const requiredName = (message: string) =>
  boundedText(
    NAME_MAX,
    preprocess(
      trimmedText,
      checkedString((v) => requiredTextError(v, message)),
    ),
  );
const requiredEmail = (message: string) =>
  boundedText(
    EMAIL_MAX,
    preprocess(
      trimmedText,
      checkedString((v) => requiredEmailError(v, message)),
    ),
    messages.invalidEmail,
  );

/** The Drop a Hint form (catalogue §5): recipient and sender, each a name and an e-mail, in this order. */
export const HintFormSchema = lazySchema(() =>
  z.object({
    recipents_name: requiredName(messages.hintRecipientName),
    recipents_email: requiredEmail(messages.hintRecipientEmail),
    recipents_user_name: requiredName(messages.hintSenderName),
    recipents_user_email: requiredEmail(messages.hintSenderEmail),
  }),
);
export type HintForm = z.input<typeof HintFormSchema>;

/** POST /recipentprocess (catalogue §7): the form and the product the hint is about. */
export const HintRequestSchema = lazySchema(() =>
  z.object({ ...HintFormSchema.shape, recipents_product_id: productId }),
);

export const HintResponseSchema = lazySchema(() => z.object({ status, message: looseString }));
