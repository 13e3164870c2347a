/** The information pages with data or content of their own, one chunk (a reader moves between them). */
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
export { JewelleryCarePage } from './jewellery-care-page';
export { SizeGuidePage } from './size-guide-page';
export { TestimonialsPage } from './testimonials-page';
