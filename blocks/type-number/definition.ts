import { TypeNumberBlockSchemas } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';

const load = () => import('./type-number').then((m) => m.TypeNumber);

/** home_type 3, 6 and 7, which "render only the type number" (spec: shell §2). */
export const typeNumberBlocks = [
  defineBlock({ type: 3, name: 'Type number', schema: TypeNumberBlockSchemas[0], load }),
  defineBlock({ type: 6, name: 'Type number', schema: TypeNumberBlockSchemas[1], load }),
  defineBlock({ type: 7, name: 'Type number', schema: TypeNumberBlockSchemas[2], load }),
] as const;
