import type { Testimonial } from '@schemas/showcase';
import { SafeHtml } from '../safe-html';
import { ShowcaseImage } from './showcase-image';
import styles from './testimonial-card.module.css';

/**
 * One testimonial as a quotation (the testimonials block and /testimonials): testimonial_desc (HTML or plain text, always through SafeHtml), then who
 * said it and where from, beside their picture.
 */
export function TestimonialCard({ testimonial, imageBase }: { testimonial: Testimonial; imageBase: string }) {
  const location = testimonial.testimonial_location.trim();
  return (
    <figure className={styles.testimonial}>
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.quote}>
        <SafeHtml html={testimonial.testimonial_desc} />
      </blockquote>
      <figcaption className={styles.author}>
        <ShowcaseImage
          className={styles.avatar}
          file={testimonial.testimonial_image}
          base={imageBase}
          width={160}
          height={160}
        />
        <span className={styles.who}>
          <span className={styles.name}>{testimonial.testimonial_name}</span>
          {location && <span className={styles.location}>{location}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
