import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { AwardsBlockSchema } from '@schemas/cms-content-blocks';
import { useAboveTheFold } from '@/renderer/define-block';
import { layoutOf, limitItems } from '@/components/ui/showcase/columns';
import { ShowcaseList } from '@/components/ui/showcase/showcase-list';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';
import { AwardCard } from './award-card';
import { awardsQueryOptions } from '@/data/showcase/awards';

export type AwardsBlockProps = z.infer<typeof AwardsBlockSchema>;

/**
 * home_type 9: awards and certificates (craft awards, GI tags, BIS hallmark registration) as a grid when
 * home_brij_award_type is 1, otherwise a slider; descriptions only when home_brij_award_display_desc is
 * set (spec: shell §2); home_brij_award_value caps how many. A failed or empty call shows nothing (§8).
 */
export function AwardsBlock(props: AwardsBlockProps) {
  const { data, isError } = useQuery(awardsQueryOptions());
  const eager = useAboveTheFold();
  if (isError) return null;
  if (!data) return <ShowcaseSkeleton kind="awards" />;
  const awards = limitItems(data.resAwardCertificate, props.home_brij_award_value);
  if (data.status !== 'success' || awards.length === 0) return null;
  return (
    <ShowcaseList
      kind="awards"
      layout={layoutOf(props.home_brij_award_type)}
      label="Awards and certificates"
      items={awards}
      itemKey={(award, index) => award.certificate_id ?? index}
      renderItem={(award, index) => (
        <AwardCard
          award={award}
          showDescription={props.home_brij_award_display_desc}
          imageBase={data.awardCertificateImagePath}
          defaultImage={data.default_image_path}
          eager={eager && index < 4}
        />
      )}
    />
  );
}
