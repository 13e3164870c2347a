import { Link } from 'react-router-dom';
import styles from './page-header.module.css';

/** "Home › {current}" (spec: shell §2 "Content page", catalogue §2), with the pages between (`trail`) if any. */
export function Breadcrumb({ current, trail = [] }: { current: string; trail?: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
