import type { TeamMember } from '@schemas/showcase';
import { SafeHtml } from '@/components/ui/safe-html';
import { SHOWCASE_COLUMNS, columnSizes } from '@/components/ui/showcase/columns';
import { ShowcaseImage } from '@/components/ui/showcase/showcase-image';
import styles from './team.module.css';

const SIZES = columnSizes(SHOWCASE_COLUMNS.team);

interface TeamMemberCardProps {
  member: TeamMember;
  imageBase: string;
  defaultImage: string;
  eager: boolean;
}

/** One member: portrait under an arch, name, and team_desc (CMS HTML, so through SafeHtml). */
export function TeamMemberCard({ member, imageBase, defaultImage, eager }: TeamMemberCardProps) {
  return (
    <article className={styles.member}>
      <div className={styles.portrait}>
        <ShowcaseImage
          className={styles.image}
          file={member.team_image}
          base={imageBase}
          fallback={defaultImage}
          width={600}
          height={750}
          eager={eager}
          sizes={SIZES}
        />
      </div>
      <h3 className={styles.name}>{member.team_name}</h3>
      <SafeHtml html={member.team_desc} className={styles.desc} />
    </article>
  );
}
