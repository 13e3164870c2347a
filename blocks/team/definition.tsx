import { TeamBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';

/** home_type 8 (spec: shell §2 "8 team"): grid or slider of the team from getTeamsData. */
export const teamBlock = defineBlock({
  type: 8,
  name: 'Team',
  schema: TeamBlockSchema,
  skeleton: () => <ShowcaseSkeleton kind="team" />,
  load: () => import('./team').then((m) => m.TeamBlock),
});
