import type { ReactNode } from 'react';
import type { SiteSettings } from '@schemas/content';
import styles from './site-footer.module.css';

type SocialKey = 'instagram_url' | 'facebook_url' | 'linkedin_url' | 'twitter_url' | 'youtube_url';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const NETWORKS: { key: SocialKey; label: string; icon: ReactNode }[] = [
  {
    key: 'instagram_url',
    label: 'Instagram',
    icon: (
      <g {...stroke}>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    key: 'facebook_url',
    label: 'Facebook',
    icon: (
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z"
      />
    ),
  },
  {
    key: 'linkedin_url',
    label: 'LinkedIn',
    icon: (
      <path
        fill="currentColor"
        d="M6.9 8.6H3.8V20h3.1V8.6ZM5.35 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.4c0-3.1-1.7-4.9-4.2-4.9-1.4 0-2.4.7-2.9 1.5V8.6H10V20h3.1v-5.9c0-1.5.7-2.5 2-2.5s1.9.9 1.9 2.5V20h3.2v-6.6Z"
      />
    ),
  },
  {
    key: 'twitter_url',
    label: 'X (Twitter)',
    icon: (
      <path
        fill="currentColor"
        d="M17.7 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8H2.5l7-7.9L2 3.5h6.2l4.3 5.3 5.2-5.3Zm-1 15.3h1.7L7.4 5.1H5.6l11.1 13.7Z"
      />
    ),
  },
  {
    key: 'youtube_url',
    label: 'YouTube',
    icon: (
      <g>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
        <path fill="currentColor" d="m10.2 9.2 5 2.8-5 2.8V9.2Z" />
      </g>
    ),
  },
];

/** spec: shell §2 Footer — each social link shows only when its URL is configured. */
export function SocialLinks({ settings }: { settings: SiteSettings | undefined }) {
  const links = NETWORKS.filter((n) => Boolean(settings?.[n.key]?.trim()));
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {links.map((n) => (
        <li key={n.key}>
          <a
            className={styles.socialLink}
            href={settings?.[n.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${n.label} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {n.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
