import { useQuery } from '@tanstack/react-query';
import { TESTIMONIAL_AUTOPLAY_MS } from '@domain/constants';
import { ShowcaseList } from '@/components/ui/showcase/showcase-list';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';
import { testimonialsQueryOptions } from '@/data/showcase/featured-testimonials';
import { TestimonialCard } from '@/components/ui/showcase/testimonial-card';

/**
 * home_type 15: featured testimonials in a slider that autoplays every 2500 ms, 2 per view from 768 px and
 * 1 below (spec: shell §2). The block has no settings. A failed or empty call shows nothing (§8).
 */
export function TestimonialsBlock() {
  const { data, isError } = useQuery(testimonialsQueryOptions());
  if (isError) return null;
  if (!data) return <ShowcaseSkeleton kind="testimonials" />;
  const testimonials = data.testimonialData;
  if (data.status !== 'success' || testimonials.length === 0) return null;
  return (
    <ShowcaseList
      kind="testimonials"
      layout="slider"
      label="Testimonials"
      items={testimonials}
      itemKey={(testimonial, index) => testimonial.testimonial_id || index}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      // Arrows would sit over the words; dots below leave the quotation whole.
      controls="dots"
      renderItem={(testimonial) => (
        <TestimonialCard testimonial={testimonial} imageBase={data.testimonial_image_path} />
      )}
    />
  );
}
