import { Link } from 'react-router-dom';
import styles from './page-header.module.css';

/** "Home › {current}" (spec: shell §2 "Content page", catalogue §2). */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
