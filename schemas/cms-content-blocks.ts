import { z } from 'zod/mini';
import { flag, looseArray, looseString, optionalNumber, preprocess, requiredString } from './primitives';
import { detail } from './cms-detail';
import { lazySchema } from './lazy';

/**
 * The CMS's content detail blocks, home_types 3 to 21 (spec: shell §3 "Detail block fields"): text, media,
 * people, events, tabs and the blocks that bring their own data. 1 and 2 are in cms-catalogue-blocks.ts; the
 * page model they sit in is in cms.ts.
 */

/** 3, 6, 7: render only the type number (spec: shell §2). */
export const TypeNumberBlockSchemas = [
  lazySchema(() => detail(3, {})),
  lazySchema(() => detail(6, {})),
  lazySchema(() => detail(7, {})),
] as const;

/** 4 rich text. */
export const RichTextBlockSchema = lazySchema(() =>
  detail(4, {
    home_text_title: looseString,
    home_text_description: looseString,
  }),
);

/** 5 image with link and caption. */
export const ImageBlockSchema = lazySchema(() =>
  detail(5, {
    home_image: requiredString(),
    home_image_link: looseString,
    /** '_blank' or 1 opens a new tab. */
    home_target: looseString,
    home_caption_text: looseString,
    /** 'full' (default), 'original' or 'custom' (then home_custom_size: px width or WxH). */
    home_size: looseString,
    home_custom_size: looseString,
  }),
);

const ITEM_LIMIT_HINT = 'Expected a whole number of items (blank or 0 shows them all)';

/**
 * The `_value` field of the team, awards and events blocks: how many of the listed items the block shows,
 * in the back office's order. The spec names the field without saying what it holds (shell §3); a count is
 * the one setting these list blocks lack (product lists have home_no_items). Blank, null or 0 show every
 * item; anything else must be a whole number (an editor's "four" gets the error card, not a silent guess).
 */
const itemLimitSchema = lazySchema(() =>
  preprocess(
    (v) => {
      const value = typeof v === 'string' ? v.trim() : v;
      if (value === null || value === '') return undefined;
      return typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value;
    },
    z.optional(z.int({ error: ITEM_LIMIT_HINT }).check(z.gte(0, ITEM_LIMIT_HINT))),
  ),
);

/** 8 team: home_brij_team_type 1 = grid, otherwise slider (shell §2); _value = how many members (see itemLimitSchema). */
export const TeamBlockSchema = lazySchema(() =>
  detail(8, {
    home_brij_team_type: optionalNumber,
    home_brij_team_value: itemLimitSchema,
  }),
);

/**
 * 9 awards and certificates: home_brij_award_type 1 = grid, otherwise slider; descriptions show only when
 * home_brij_award_display_desc is set (shell §2); _value = how many certificates (see itemLimitSchema).
 */
export const AwardsBlockSchema = lazySchema(() =>
  detail(9, {
    home_brij_award_type: optionalNumber,
    home_brij_award_display_desc: flag,
    home_brij_award_value: itemLimitSchema,
  }),
);

/** 10 events: home_brij_event_type 1 = grid, otherwise slider (shell §2); _value = how many events (see itemLimitSchema). */
export const EventsBlockSchema = lazySchema(() =>
  detail(10, {
    home_brij_event_type: optionalNumber,
    home_brij_event_value: itemLimitSchema,
  }),
);

export const headingSizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** 11 heading with subheading; size defaults to h1. */
export const HeadingBlockSchema = lazySchema(() =>
  detail(11, {
    home_brij_heading: requiredString(),
    home_brij_heading_size: preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : (v ?? undefined)),
      z._default(z.enum(headingSizes), 'h1'),
    ),
    home_brij_heading_subheading: looseString,
    home_brij_heading_align: looseString,
    home_brij_heading_extra_class: looseString,
    home_brij_heading_inline_style: looseString,
  }),
);

export const VideoBlockSchema = lazySchema(() => detail(12, { home_video: requiredString() }));

export const GalleryItemSchema = lazySchema(() =>
  z.object({
    home_gallery_video_url: looseString,
    home_gallery_orvideo_url: looseString,
    home_gallery_caption_text: looseString,
  }),
);

export const GallerySliderBlockSchema = lazySchema(() =>
  detail(18, {
    home_slider_no_slides: optionalNumber,
    home_slider_auto_play_speed: optionalNumber,
    home_slider_hide_arrow: flag,
    home_space_between_slide: optionalNumber,
    has_many_gallery: looseArray(GalleryItemSchema),
  }),
);

export const TabItemSchema = lazySchema(() => z.object({ home_ta_title: looseString, home_ta_content: looseString }));

/** 19 tabs, 20 accordion. */
export const TabsBlockSchema = lazySchema(() => detail(19, { has_many_home_ta: looseArray(TabItemSchema) }));
export const AccordionBlockSchema = lazySchema(() => detail(20, { has_many_home_ta: looseArray(TabItemSchema) }));

/** 15 testimonials: no settings; the block lists featuredTestimonialList (shell §2, §7). */
export const TestimonialsBlockSchema = lazySchema(() => detail(15, {}));

/** 16 featured blogs: no settings; the block lists featuredBlogsList (shell §2, §7). */
export const FeaturedBlogsBlockSchema = lazySchema(() => detail(16, {}));

/**
 * 17 the appointment booking widget (spec: shell §2). It has no settings of its own: the block is the
 * widget, and its one call is bookanappointmentprocess.
 */
export const AppointmentBookingBlockSchema = lazySchema(() => detail(17, {}));
export type AppointmentBookingBlock = z.infer<typeof AppointmentBookingBlockSchema>;

/** Blocks whose data comes entirely from their own call (testimonials, blogs, booking) or not yet specified. */
export const DataOnlyBlockSchemas = [
  lazySchema(() => detail(13, {})),
  lazySchema(() => detail(14, {})),
  TestimonialsBlockSchema,
  FeaturedBlogsBlockSchema,
  AppointmentBookingBlockSchema,
  lazySchema(() => detail(21, {})),
] as const;

/** Every content detail block, 3 to 21, as the page model's union lists them (schemas/cms.ts). */
export const ContentBlockSchemas = [
  ...TypeNumberBlockSchemas,
  RichTextBlockSchema,
  ImageBlockSchema,
  TeamBlockSchema,
  AwardsBlockSchema,
  EventsBlockSchema,
  HeadingBlockSchema,
  VideoBlockSchema,
  GallerySliderBlockSchema,
  TabsBlockSchema,
  AccordionBlockSchema,
  ...DataOnlyBlockSchemas,
] as const;
