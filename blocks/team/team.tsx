import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { TeamBlockSchema } from '@schemas/cms-content-blocks';
import { useAboveTheFold } from '@/renderer/define-block';
import { layoutOf, limitItems } from '@/components/ui/showcase/columns';
import { ShowcaseList } from '@/components/ui/showcase/showcase-list';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';
import { teamQueryOptions } from '@/data/showcase/team';
import { TeamMemberCard } from './team-member';

export type TeamBlockProps = z.infer<typeof TeamBlockSchema>;

/**
 * home_type 8: the team (karigars, designers) as a grid when home_brij_team_type is 1, otherwise a slider
 * (spec: shell §2); home_brij_team_value caps how many (schemas/cms.ts). A failed or empty call shows
 * nothing (shell §8 "load failures end loading silently").
 */
export function TeamBlock(props: TeamBlockProps) {
  const { data, isError } = useQuery(teamQueryOptions());
  const eager = useAboveTheFold();
  if (isError) return null;
  if (!data) return <ShowcaseSkeleton kind="team" />;
  const members = limitItems(data.resTeamData, props.home_brij_team_value);
  if (data.status !== 'success' || members.length === 0) return null;
  return (
    <ShowcaseList
      kind="team"
      layout={layoutOf(props.home_brij_team_type)}
      label="Our team"
      items={members}
      itemKey={(member, index) => member.team_id ?? index}
      renderItem={(member, index) => (
        <TeamMemberCard
          member={member}
          imageBase={data.teamImagePath}
          defaultImage={data.default_image_path}
          eager={eager && index < 4}
        />
      )}
    />
  );
}
