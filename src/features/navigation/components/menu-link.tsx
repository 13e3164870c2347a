import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '@schemas/content';
import { isExternalHref, menuHref } from '../menu-href';

/**
 * A menu entry's link: in-app navigation, or a new tab for external custom links (spec: shell §2),
 * or plain text when the entry points nowhere.
 */
export function MenuLink({
  entry,
  className,
  children,
  onNavigate,
}: {
  entry: MenuEntry;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}) {
  const href = menuHref(entry);
  const label = children ?? entry.menu_name;
  if (href === '#') return <span className={className}>{label}</span>;
  if (isExternalHref(href) || /^(mailto|tel):/i.test(href)) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
      </a>
    );
  }
  return (
    <Link className={className} to={href} onClick={onNavigate}>
      {label}
    </Link>
  );
}
