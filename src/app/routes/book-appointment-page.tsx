import { PageSections } from '@/renderer/page-sections';
import { ContentPage, type PageFallback } from './content-page';

/** The route and the back office's page share this slug (spec: shell §2 route table). */
export const BOOK_APPOINTMENT_SLUG = 'book-an-appointment';
const TITLE = 'Book an Appointment';

/**
 * The page's content when the back office has none: a heading and the booking widget (home_type 17),
 * as CMS sections, so it renders through the same renderer and loads the widget the same way.
 */
export const DEFAULT_APPOINTMENT_SECTIONS: unknown[] = [
  {
    home_top_spaced: 48,
    home_bottom_spaced: 64,
    home_layout: 'container',
    has_many_home_inner: [
      {
        home_inn_structure_type: 12,
        home_inn_text_align: 'center',
        has_many_home_details: [
          {
            home_type: 11,
            home_brij_heading: TITLE,
            home_brij_heading_size: 'h1',
            home_brij_heading_subheading: 'An hour with our jewellers, at a time that suits you',
            home_brij_heading_align: 'center',
          },
          { home_type: 17 },
        ],
      },
    ],
  },
];

const fallback: PageFallback = {
  title: TITLE,
  element: (
    <article>
      <PageSections sections={DEFAULT_APPOINTMENT_SECTIONS} path="default" />
    </article>
  ),
};

/**
 * /book-an-appointment (spec: shell §2, the Events block's "Make an Appointment" target). The back
 * office's content page of the same slug when it has one, so editors arrange the page around the widget
 * (fixtures/content/pages/book-an-appointment.json); otherwise the built-in heading and widget, so the
 * route always books — never the 404 a missing /{slug} page would give.
 */
export function BookAppointmentPage() {
  return <ContentPage slug={BOOK_APPOINTMENT_SLUG} fallback={fallback} />;
}
