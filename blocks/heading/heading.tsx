import type { z } from 'zod';
import type { HeadingBlockSchema } from '@schemas/cms-content-blocks';
import { classTokens, cx, parseInlineStyle } from '@/lib/inline-style';
import styles from './heading.module.css';

export type HeadingProps = z.infer<typeof HeadingBlockSchema>;

const ALIGN: Record<string, string> = { left: 'start', start: 'start', center: 'center', right: 'end', end: 'end' };

/** home_type 11: heading (h1–h6, default h1) with optional subheading (spec: shell §3 heading fields). */
export function Heading(props: HeadingProps) {
  const Tag = props.home_brij_heading_size;
  const alignKey = props.home_brij_heading_align.trim().toLowerCase();
  const align = Object.hasOwn(ALIGN, alignKey) ? ALIGN[alignKey] : undefined;
  return (
    <div
      className={cx(styles.heading, align && `text-${align}`, classTokens(props.home_brij_heading_extra_class))}
      style={parseInlineStyle(props.home_brij_heading_inline_style)}
    >
      <Tag className={cx(styles.title, styles[Tag])}>{props.home_brij_heading}</Tag>
      {props.home_brij_heading_subheading && <p className={styles.subheading}>{props.home_brij_heading_subheading}</p>}
    </div>
  );
}
