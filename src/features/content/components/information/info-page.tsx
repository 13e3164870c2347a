import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { cx } from '@/lib/inline-style';
import { useIsMobile } from '@/lib/use-media-query';
import { usePageHead } from '@/lib/page-head';
import styles from './information.module.css';
import { ServicesStrip } from './services-strip';

/** An information page the specs give a title only (catalogue §2 "Information pages"), by route path. */
export const INFO_PAGES = {
  'return-exchange': { title: 'Return & Exchange', description: 'Returns and exchanges at Padmakshya.' },
  shipping: { title: 'Shipping', description: 'How Padmakshya ships across India.' },
  review: { title: 'Review', description: 'Reviews of Padmakshya jewellery and textiles.' },
  'help-support': { title: 'Help & Support', description: 'Help with orders, payments and your account.' },
  glossary: { title: 'Glossary', description: 'The words of Indian jewellery and textile craft.' },
  'materials-of-padmakshya': {
    title: 'Materials of Padmakshya',
    description: 'The metals, stones and fabrics our pieces are made of.',
  },
  stores: { title: 'Stores', description: 'Where to find Padmakshya.' },
  'padmakshya-club': { title: 'Padmakshya Club', description: 'The Padmakshya club for our regular customers.' },
} as const;
export type InfoPath = keyof typeof INFO_PAGES;

/**
 * spec: catalogue §2 — on a phone, Help & Support's back arrow goes back when the history holds more than two
 * entries, else home.
 */
function BackArrow() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label="Back"
      onClick={() => void (window.history.length > 2 ? navigate(-1) : navigate('/'))}
    >
      ←
    </button>
  );
}

/** A title-only information page (catalogue §2), with the services strip and support hours below. */
export function InfoPage({ path, children }: { path: InfoPath; children?: ReactNode }) {
  const { title, description } = INFO_PAGES[path];
  usePageHead({ title, description, canonical: `/${path}` });
  const mobile = useIsMobile();
  return (
    <>
      <section className={cx(styles.page, styles.titleOnly)} aria-labelledby="info-title">
        {path === 'help-support' && mobile && <BackArrow />}
        <h1 id="info-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
      <ServicesStrip />
    </>
  );
}
