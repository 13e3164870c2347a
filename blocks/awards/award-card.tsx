import type { Award } from '@schemas/showcase';
import { SafeHtml } from '@/components/ui/safe-html';
import { SHOWCASE_COLUMNS, columnSizes } from '@/components/ui/showcase/columns';
import { ShowcaseImage } from '@/components/ui/showcase/showcase-image';
import styles from './awards.module.css';

const SIZES = columnSizes(SHOWCASE_COLUMNS.awards);

interface AwardCardProps {
  award: Award;
  showDescription: boolean;
  imageBase: string;
  defaultImage: string;
  eager: boolean;
}

/**
 * One award or certificate: the certificate shown whole (never cropped: its wording matters), its name,
 * and certificate_desc (CMS HTML) only when the block asks for descriptions.
 */
export function AwardCard({ award, showDescription, imageBase, defaultImage, eager }: AwardCardProps) {
  return (
    <article className={styles.award}>
      <div className={styles.frame}>
        <ShowcaseImage
          className={styles.image}
          file={award.certificate_image}
          base={imageBase}
          fallback={defaultImage}
          width={600}
          height={750}
          eager={eager}
          sizes={SIZES}
        />
      </div>
      <h3 className={styles.name}>{award.certificate_name}</h3>
      {showDescription && <SafeHtml html={award.certificate_desc} className={styles.desc} />}
    </article>
  );
}
