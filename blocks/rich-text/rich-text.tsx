import type { z } from 'zod';
import type { RichTextBlockSchema } from '@schemas/cms-content-blocks';
import { SafeHtml } from '@/components/ui/safe-html';
import styles from './rich-text.module.css';

export type RichTextProps = z.infer<typeof RichTextBlockSchema>;

/** home_type 4: an optional title and the CMS's HTML description (through SafeHtml, ADR 006). */
export function RichText({ home_text_title: title, home_text_description: description }: RichTextProps) {
  if (!title && !description) return null;
  return (
    <div className={styles.richText}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <SafeHtml html={description} className={styles.body} />
    </div>
  );
}
