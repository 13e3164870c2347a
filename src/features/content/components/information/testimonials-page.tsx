import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { TestimonialCard } from '@/components/ui/showcase/testimonial-card';
import { testimonialListQueryOptions } from '@/data/information/testimonials';
import { usePageHead } from '@/lib/page-head';
import styles from './information.module.css';

const PLACEHOLDERS = 6;

/**
 * /testimonials (catalogue §2 "Blog and testimonials"): every testimonial as a quotation with who said it. A
 * failed call simply ends the loading state with no message (catalogue §8).
 */
export function TestimonialsPage() {
  usePageHead({
    title: 'Testimonials',
    description: 'What brides, families and collectors say about their Padmakshya jewellery and textiles.',
    canonical: '/testimonials',
  });
  const { data, isPending } = useQuery(testimonialListQueryOptions());
  const testimonials = data?.status === 'success' ? data.testimonialData : [];
  return (
    <section className={styles.page} aria-labelledby="testimonials-title" aria-busy={isPending}>
      <h1 id="testimonials-title" className={styles.title}>
        Testimonials
      </h1>
      <p className={styles.lead}>In the words of the families who wear our pieces.</p>
      {isPending ? (
        <ul className={styles.grid} aria-label="Loading testimonials">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton className={styles.placeholderCard} />
            </li>
          ))}
        </ul>
      ) : (
        testimonials.length > 0 && (
          <ul className={styles.grid}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.testimonial_id}>
                <TestimonialCard testimonial={testimonial} imageBase={data?.testimonial_image_path ?? ''} />
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
